import type { SeedJob, SeedJobCategory, SeedWorkPlace } from '../types'

export const jobCategories: SeedJobCategory[] = [
  { key: 'rd', name: { zh: '研发类', en: 'Research & Development' } },
  { key: 'engineering', name: { zh: '工程类', en: 'Project Engineering' } },
  { key: 'manufacturing', name: { zh: '生产制造类', en: 'Manufacturing' } },
  { key: 'service', name: { zh: '技术服务类', en: 'Field Service' } },
  { key: 'functions', name: { zh: '职能类', en: 'Corporate Functions' } },
]

export const workPlaces: SeedWorkPlace[] = [
  { key: 'shenzhen', name: { zh: '深圳', en: 'Shenzhen' } },
  { key: 'wuhan', name: { zh: '武汉', en: 'Wuhan' } },
  { key: 'suzhou', name: { zh: '苏州', en: 'Suzhou' } },
  { key: 'chengdu', name: { zh: '成都', en: 'Chengdu' } },
  { key: 'kuala-lumpur', name: { zh: '吉隆坡', en: 'Kuala Lumpur' } },
]

export const jobs: SeedJob[] = [
  {
    category: 'rd',
    workPlace: 'shenzhen',
    title: {
      zh: '高级嵌入式软件工程师（AGV 运动控制）',
      en: 'Senior Embedded Software Engineer (AGV Motion Control)',
    },
    headcount: 3,
    responsibilities: {
      zh: [
        '负责潜伏顶升式、叉车式 AGV 车载控制器的运动控制软件设计与开发',
        '实现差速、舵轮等底盘的运动学模型、速度规划与轨迹跟踪算法',
        '对接伺服驱动器、激光雷达、IMU 等外设，完成 CANopen、EtherCAT 等总线通信开发',
        '参与整车联调与现场问题定位，持续优化停车精度与运行平稳性',
        '编写设计文档与单元测试，参与代码评审，推动软件质量提升',
      ],
      en: [
        'Design and develop motion control software for the on-board controllers of our jacking and forklift AGVs',
        'Implement kinematic models, velocity profiles and path-tracking algorithms for differential and steerable-wheel chassis',
        'Integrate servo drives, laser scanners and IMUs over CANopen and EtherCAT',
        'Take part in vehicle-level testing and on-site troubleshooting, improving docking accuracy and ride smoothness',
        'Write design documents and unit tests and take an active part in code reviews',
      ],
    },
    requirements: {
      zh: [
        '本科及以上学历，自动化、电子、计算机等相关专业，5 年以上嵌入式开发经验',
        '精通 C/C++，熟悉 ARM Cortex 系列 MCU 及 FreeRTOS 或嵌入式 Linux',
        '熟悉电机控制原理，有移动机器人或伺服运动控制项目经验者优先',
        '熟悉 CAN、EtherCAT、RS-485 等工业总线协议',
        '具备良好的问题分析能力，能够适应短期出差支持现场',
      ],
      en: [
        'Bachelor degree or above in automation, electronics, computer science or a related field, with 5+ years of embedded development',
        'Strong C/C++ skills and hands-on experience with ARM Cortex MCUs and FreeRTOS or embedded Linux',
        'Solid understanding of motor control; experience with mobile robots or servo motion control is a plus',
        'Familiar with industrial buses such as CAN, EtherCAT and RS-485',
        'Methodical troubleshooter, willing to make short trips to customer sites',
      ],
    },
    postedDaysAgo: 75,
  },
  {
    category: 'rd',
    workPlace: 'wuhan',
    title: {
      zh: 'SLAM 导航算法工程师',
      en: 'SLAM Navigation Algorithm Engineer',
    },
    headcount: 2,
    responsibilities: {
      zh: [
        '负责 AMR 激光 SLAM 与视觉融合定位算法的研发与工程化落地',
        '优化大面积、高动态仓库环境下的建图质量与重定位成功率',
        '开发多传感器（激光雷达、相机、IMU、里程计）标定与融合模块',
        '搭建仿真与回放测试环境，建立定位精度评估指标体系',
        '跟踪业界前沿技术，将研究成果转化为可量产的软件版本',
      ],
      en: [
        'Research and productise laser SLAM and visual-fusion localisation for our AMR range',
        'Improve map quality and relocalisation success in large, highly dynamic warehouse environments',
        'Build calibration and fusion modules for lidar, cameras, IMU and wheel odometry',
        'Set up simulation and log-replay test benches and define metrics for localisation accuracy',
        'Follow current research and turn promising results into release-ready software',
      ],
    },
    requirements: {
      zh: [
        '硕士及以上学历，机器人、控制、计算机视觉等相关专业',
        '熟悉 Cartographer、LOAM、ORB-SLAM 等主流 SLAM 框架原理，有实际调优经验',
        '精通 C++，熟悉 ROS/ROS 2、Eigen、Ceres 或 g2o 等工具',
        '扎实的概率估计与非线性优化基础',
        '有工业移动机器人落地经验者优先',
      ],
      en: [
        'Master degree or above in robotics, control engineering, computer vision or a related field',
        'Working knowledge of mainstream SLAM frameworks such as Cartographer, LOAM or ORB-SLAM, with tuning experience',
        'Fluent in modern C++ and familiar with ROS or ROS 2, Eigen, and Ceres or g2o',
        'Sound grounding in probabilistic state estimation and nonlinear optimisation',
        'Experience deploying industrial mobile robots is a strong plus',
      ],
    },
    postedDaysAgo: 62,
  },
  {
    category: 'rd',
    workPlace: 'wuhan',
    title: {
      zh: 'WMS 后端开发工程师（Java）',
      en: 'WMS Backend Engineer (Java)',
    },
    headcount: 4,
    responsibilities: {
      zh: [
        '参与 StarOS WMS Cloud 核心模块（入库、库存、波次、出库）的设计与开发',
        '负责与 ERP、MES、WCS 等外部系统的接口设计与联调',
        '针对高并发出入库场景进行数据库与缓存性能优化',
        '参与微服务拆分、容器化部署及监控告警体系建设',
        '配合实施团队处理项目定制需求与线上问题',
      ],
      en: [
        'Design and build core modules of StarOS WMS Cloud, including receiving, inventory, wave planning and shipping',
        'Define and test interfaces to ERP, MES and WCS systems',
        'Tune databases and caches for high-volume inbound and outbound peaks',
        'Contribute to the microservice architecture, container deployment and monitoring stack',
        'Work with delivery teams on project-specific requirements and production incidents',
      ],
    },
    requirements: {
      zh: [
        '本科及以上学历，计算机相关专业，3 年以上 Java 后端开发经验',
        '熟练掌握 Spring Boot、Spring Cloud、MyBatis 等框架',
        '熟悉 MySQL 或 PostgreSQL，具备 SQL 调优经验，了解 Redis、Kafka 等中间件',
        '有仓储、物流或制造业信息化项目经验者优先',
        '沟通能力良好，具有团队合作精神',
      ],
      en: [
        'Bachelor degree or above in computer science or similar, with 3+ years of Java backend development',
        'Proficient with Spring Boot, Spring Cloud and MyBatis',
        'Good knowledge of MySQL or PostgreSQL including query tuning; familiar with Redis and Kafka',
        'Experience with warehouse, logistics or manufacturing software is preferred',
        'Clear communicator who enjoys working in a team',
      ],
    },
    postedDaysAgo: 55,
  },
  {
    category: 'engineering',
    workPlace: 'suzhou',
    title: {
      zh: '电气控制工程师（PLC/WCS）',
      en: 'Controls Engineer (PLC/WCS)',
    },
    headcount: 3,
    responsibilities: {
      zh: [
        '负责自动化立体库、输送分拣线的 PLC 程序设计与 HMI 组态',
        '编写 PLC 与 WCS 之间的通信协议及任务交互逻辑',
        '参与电气原理图评审，确定 IO 分配与安全回路方案',
        '在项目现场完成程序调试、联动测试与性能验收',
        '整理程序标准模块，沉淀可复用的控制库',
      ],
      en: [
        'Develop PLC programs and HMI screens for AS/RS, conveyor and sorting lines',
        'Implement the PLC-to-WCS messaging protocol and task handshaking logic',
        'Review electrical schematics and define IO allocation and safety circuits',
        'Carry out on-site program testing, integrated system tests and performance acceptance',
        'Maintain and extend our library of standard, reusable control modules',
      ],
    },
    requirements: {
      zh: [
        '本科及以上学历，电气自动化或相关专业，3 年以上 PLC 编程经验',
        '熟练使用主流 PLC 编程平台，熟悉 ST、梯形图等编程语言',
        '熟悉 PROFINET、Modbus TCP 等工业通信协议',
        '有堆垛机、穿梭车或输送线项目调试经验者优先',
        '能够接受较长周期的项目现场驻场工作',
      ],
      en: [
        'Bachelor degree or above in electrical engineering or automation, with 3+ years of PLC programming',
        'Fluent in IEC 61131-3 languages, especially Structured Text and ladder logic',
        'Familiar with PROFINET, Modbus TCP and similar industrial protocols',
        'Commissioning experience with stacker cranes, shuttles or conveyor systems is a plus',
        'Able to work on customer sites for extended project phases',
      ],
    },
    postedDaysAgo: 50,
  },
  {
    category: 'rd',
    workPlace: 'shenzhen',
    title: {
      zh: '机械设计工程师（堆垛机结构）',
      en: 'Mechanical Design Engineer (Stacker Crane Structures)',
    },
    headcount: 2,
    responsibilities: {
      zh: [
        '负责单立柱、双立柱堆垛机立柱、载货台及上下横梁的结构设计',
        '开展有限元强度、刚度与模态分析，优化结构重量与成本',
        '完成三维建模、工程图纸及 BOM 输出，并跟进样机试制',
        '分析现场运行数据与故障反馈，持续改进产品可靠性',
        '配合工艺与采购部门推进零部件标准化',
      ],
      en: [
        'Design masts, lifting carriages and top and bottom girders for single- and double-mast stacker cranes',
        'Run finite element analyses for strength, stiffness and natural frequencies, trimming weight and cost',
        'Produce 3D models, drawings and BOMs and follow prototypes through the workshop',
        'Analyse field data and failure reports to improve reliability',
        'Work with process engineering and purchasing to standardise components',
      ],
    },
    requirements: {
      zh: [
        '本科及以上学历，机械设计制造及其自动化等相关专业，3 年以上非标设备设计经验',
        '熟练使用 SolidWorks 或同类三维软件，掌握 ANSYS 等有限元分析工具',
        '熟悉钢结构设计与焊接工艺，了解起重机械相关设计规范',
        '有堆垛机、起重机或大型物流装备设计经验者优先',
        '工作严谨细致，具备较强的学习能力',
      ],
      en: [
        'Bachelor degree or above in mechanical engineering, with 3+ years designing custom machinery',
        'Skilled in SolidWorks or a similar 3D CAD tool and in FEA software such as ANSYS',
        'Good knowledge of steel structures, welding and lifting-equipment design codes',
        'Experience with stacker cranes, overhead cranes or large material-handling equipment is preferred',
        'Careful, thorough and quick to learn',
      ],
    },
    postedDaysAgo: 45,
  },
  {
    category: 'engineering',
    workPlace: 'chengdu',
    title: {
      zh: '项目经理（自动化立体库交付）',
      en: 'Project Manager (AS/RS Delivery)',
    },
    headcount: 2,
    responsibilities: {
      zh: [
        '全面负责自动化立体库项目从合同签订到终验收的交付管理',
        '制定项目计划，统筹设计、生产、安装、调试各环节资源与进度',
        '管理项目成本、质量与安全，识别并控制项目风险',
        '作为客户主要接口人，组织项目例会并推动问题闭环',
        '组织项目验收与移交，完成项目总结与经验复盘',
      ],
      en: [
        'Own the delivery of AS/RS projects from contract signature to final acceptance',
        'Build the project schedule and coordinate design, manufacturing, installation and commissioning',
        'Manage cost, quality and site safety, and keep project risks under control',
        'Act as the main point of contact for the customer and drive open issues to closure',
        'Lead handover and acceptance and run a structured lessons-learned review',
      ],
    },
    requirements: {
      zh: [
        '本科及以上学历，工科背景，5 年以上自动化或智能物流项目管理经验',
        '主导过合同金额 3000 万元以上的项目交付者优先',
        '持有 PMP 或同等项目管理资格证书者优先',
        '具备出色的沟通协调与客户关系管理能力',
        '能够适应西南区域项目频繁出差',
      ],
      en: [
        'Bachelor degree or above in engineering, with 5+ years managing automation or intralogistics projects',
        'Track record of delivering projects worth CNY 30 million or more is preferred',
        'PMP or an equivalent project management certification is a plus',
        'Excellent communication and stakeholder management skills',
        'Willing to travel frequently to project sites in south-west China',
      ],
    },
    postedDaysAgo: 41,
  },
  {
    category: 'service',
    workPlace: 'kuala-lumpur',
    title: {
      zh: '现场服务工程师（东南亚）',
      en: 'Field Service Engineer (Southeast Asia)',
    },
    headcount: 3,
    responsibilities: {
      zh: [
        '负责马来西亚及周边国家客户现场的设备维保、故障排查与应急响应',
        '执行预防性维护计划，记录设备运行状况并提出改进建议',
        '为客户操作及维护人员提供培训',
        '管理区域备件库存，确保关键备件及时供应',
        '通过服务系统记录工单，配合总部技术支持完成远程诊断',
      ],
      en: [
        'Provide maintenance, troubleshooting and emergency call-out for customers in Malaysia and neighbouring countries',
        'Carry out preventive maintenance plans, log equipment condition and recommend improvements',
        'Train customer operators and maintenance staff',
        'Manage the regional spare parts stock so that critical parts are always at hand',
        'Record work orders in our service system and work with headquarters on remote diagnostics',
      ],
    },
    requirements: {
      zh: [
        '大专及以上学历，机电一体化、电气自动化等相关专业',
        '2 年以上自动化设备现场服务经验，能够读懂电气图纸',
        '英语可作为工作语言，会马来语或中文者优先',
        '能够接受区域内出差及节假日轮值',
        '具备良好的服务意识与抗压能力',
      ],
      en: [
        'Diploma or degree in mechatronics, electrical engineering or a related field',
        '2+ years of field service on automated equipment, able to read electrical drawings',
        'Good working English; Bahasa Malaysia or Mandarin is an advantage',
        'Willing to travel within the region and join the on-call rota',
        'Customer-focused and calm under pressure',
      ],
    },
    postedDaysAgo: 33,
  },
  {
    category: 'engineering',
    workPlace: 'suzhou',
    title: {
      zh: '电气调试工程师',
      en: 'Electrical Commissioning Engineer',
    },
    headcount: 5,
    responsibilities: {
      zh: [
        '负责堆垛机、四向穿梭车、提升机等设备的现场电气安装指导与调试',
        '完成变频器、伺服驱动器及激光测距、条码定位等传感器的参数设置',
        '执行单机调试、联机调试及安全功能测试，填写调试记录',
        '协助处理调试过程中的电气故障，反馈设计改进建议',
        '配合项目经理完成设备验收与技术交底',
      ],
      en: [
        'Supervise electrical installation and commission stacker cranes, four-way shuttles and lifts on site',
        'Set up drives, servo amplifiers and sensors such as laser distance meters and barcode positioning',
        'Run single-machine and integrated tests plus safety function checks, and keep commissioning records',
        'Resolve electrical faults during commissioning and feed improvement ideas back to design',
        'Support the project manager during acceptance and technical handover',
      ],
    },
    requirements: {
      zh: [
        '大专及以上学历，电气自动化相关专业，2 年以上设备调试经验',
        '熟悉低压电气元件、变频器与伺服系统，能够熟练阅读电气原理图',
        '具备基础 PLC 程序阅读与修改能力',
        '持有低压电工作业证者优先',
        '身体健康，能够适应长期出差及登高作业',
      ],
      en: [
        'Diploma or degree in electrical engineering, with 2+ years of equipment commissioning',
        'Good knowledge of low-voltage components, drives and servo systems; reads schematics with ease',
        'Able to read and make basic changes to PLC programs',
        'A valid low-voltage electrician licence is preferred',
        'Fit for long site assignments and work at height',
      ],
    },
    postedDaysAgo: 28,
  },
  {
    category: 'manufacturing',
    workPlace: 'shenzhen',
    title: {
      zh: '生产计划工程师',
      en: 'Production Planner',
    },
    headcount: 1,
    responsibilities: {
      zh: [
        '根据项目交付节点编制月度及周生产计划，平衡产能与订单需求',
        '跟踪物料齐套情况，协调采购与仓库解决缺料问题',
        '监控生产进度，及时预警并调整计划偏差',
        '维护 ERP 系统中的生产订单与工艺路线数据',
        '输出生产计划达成率、交付准时率等运营报表',
      ],
      en: [
        'Build monthly and weekly production plans from project delivery milestones, balancing capacity and demand',
        'Track material availability and work with purchasing and stores to clear shortages',
        'Monitor shop-floor progress, flag deviations early and re-plan as needed',
        'Maintain production orders and routings in the ERP system',
        'Report on plan attainment, on-time delivery and related KPIs',
      ],
    },
    requirements: {
      zh: [
        '本科及以上学历，工业工程、物流管理等相关专业',
        '3 年以上离散制造业生产计划或物料控制经验',
        '熟练使用 ERP 系统及 Excel 数据分析',
        '了解精益生产理念，有非标设备行业经验者优先',
        '逻辑清晰，具备较强的跨部门协调能力',
      ],
      en: [
        'Bachelor degree or above in industrial engineering, logistics management or a related field',
        '3+ years in production planning or material control in discrete manufacturing',
        'Confident user of ERP systems and Excel for data analysis',
        'Familiar with lean principles; experience in engineered-to-order equipment is a plus',
        'Structured thinker who coordinates well across departments',
      ],
    },
    postedDaysAgo: 24,
  },
  {
    category: 'manufacturing',
    workPlace: 'suzhou',
    title: {
      zh: '质量工程师（ISO 9001 / CE）',
      en: 'Quality Engineer (ISO 9001 / CE)',
    },
    headcount: 2,
    responsibilities: {
      zh: [
        '维护公司 ISO 9001 质量管理体系，组织内部审核与管理评审',
        '负责出口欧洲设备的 CE 认证技术文件编制与符合性评估',
        '制定来料、过程及出厂检验标准，推动关键工序质量控制',
        '主导质量问题的 8D 分析与纠正预防措施落实',
        '开展供应商质量审核与绩效评价',
      ],
      en: [
        'Maintain our ISO 9001 quality management system and organise internal audits and management reviews',
        'Prepare CE technical files and conformity assessments for equipment shipped to Europe',
        'Define incoming, in-process and final inspection standards and control critical processes',
        'Lead 8D investigations and follow corrective and preventive actions through to closure',
        'Audit suppliers and evaluate their quality performance',
      ],
    },
    requirements: {
      zh: [
        '本科及以上学历，机械、电气或质量管理相关专业，3 年以上质量工作经验',
        '熟悉 ISO 9001 标准，持有内审员证书',
        '了解机械指令、低电压指令及 EMC 指令等 CE 相关要求',
        '熟练运用 8D、FMEA、SPC 等质量工具',
        '英语读写熟练，能够阅读外文标准',
      ],
      en: [
        'Bachelor degree or above in mechanical or electrical engineering or quality management, with 3+ years in quality',
        'Thorough knowledge of ISO 9001 and a valid internal auditor certificate',
        'Understanding of the Machinery, Low Voltage and EMC directives as they apply to CE marking',
        'Practical use of 8D, FMEA and SPC',
        'Good written English, able to work with international standards',
      ],
    },
    postedDaysAgo: 178,
    closedDaysAgo: 88,
  },
  {
    category: 'functions',
    workPlace: 'kuala-lumpur',
    title: {
      zh: '海外销售工程师（东南亚）',
      en: 'Overseas Sales Engineer (Southeast Asia)',
    },
    headcount: 2,
    responsibilities: {
      zh: [
        '开拓马来西亚、泰国、越南、印度尼西亚等市场的智能仓储物流业务',
        '挖掘客户需求，联合方案团队完成仓储规划与技术方案宣讲',
        '负责报价、投标、商务谈判及合同签订',
        '维护渠道伙伴与重点客户关系，跟进项目回款',
        '收集区域市场与竞争信息，参与行业展会与推广活动',
      ],
      en: [
        'Grow our intralogistics business in Malaysia, Thailand, Vietnam and Indonesia',
        'Qualify customer needs and present warehouse concepts together with our solution team',
        'Handle quotations, tenders, negotiations and contract signature',
        'Build relationships with channel partners and key accounts and follow up on payments',
        'Gather market and competitor insight and represent the company at trade shows',
      ],
    },
    requirements: {
      zh: [
        '本科及以上学历，理工科背景优先，3 年以上工业设备或物流自动化销售经验',
        '英语流利，可作为工作语言，掌握东南亚当地语言者优先',
        '熟悉东南亚制造业、电商或冷链行业客户者优先',
        '具备较强的商务谈判与独立开拓能力',
        '能够适应高频次区域出差',
      ],
      en: [
        'Bachelor degree, preferably in engineering, with 3+ years selling industrial equipment or logistics automation',
        'Fluent English; a Southeast Asian language is an advantage',
        'Existing network in manufacturing, e-commerce or cold-chain sectors in the region is preferred',
        'Strong negotiator who can open new markets independently',
        'Comfortable with frequent travel across the region',
      ],
    },
    postedDaysAgo: 160,
    closedDaysAgo: 70,
  },
  {
    category: 'functions',
    workPlace: 'shenzhen',
    title: {
      zh: 'HRBP（人力资源业务伙伴）',
      en: 'HR Business Partner',
    },
    headcount: 1,
    responsibilities: {
      zh: [
        '对接研发与工程业务部门，理解业务战略并制定相应的人力资源方案',
        '负责关键岗位招聘、人才盘点与继任计划',
        '推动绩效管理、薪酬激励与员工发展项目落地',
        '处理员工关系，营造积极的团队氛围',
        '分析组织与人员数据，为管理层提供决策支持',
      ],
      en: [
        'Partner with R&D and engineering leaders and translate business strategy into people plans',
        'Lead hiring for key roles, talent reviews and succession planning',
        'Roll out performance management, reward and development programmes',
        'Handle employee relations and help build a healthy team culture',
        'Analyse organisation and workforce data to support management decisions',
      ],
    },
    requirements: {
      zh: [
        '本科及以上学历，人力资源管理或相关专业，5 年以上 HR 工作经验',
        '有制造业或科技企业 HRBP 经验者优先',
        '熟悉招聘、绩效、薪酬、员工关系等模块及相关劳动法规',
        '具备良好的沟通影响力与数据分析能力',
        '积极主动，能够在快速变化的环境中推进工作',
      ],
      en: [
        'Bachelor degree or above in human resources or a related field, with 5+ years in HR',
        'HRBP experience in manufacturing or technology companies is preferred',
        'Broad knowledge of recruiting, performance, compensation, employee relations and labour law',
        'Persuasive communicator with good data analysis skills',
        'Proactive and effective in a fast-changing environment',
      ],
    },
    postedDaysAgo: 3,
  },
]
