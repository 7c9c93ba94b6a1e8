import type { SeedArticle } from '../types'

/**
 * Company news and investor disclosures for Starbridge (星桥智能, 300532).
 * Every name, figure and customer below is invented for the fictional company.
 * Financial figures are internally consistent across the periodic reports
 * (total share capital 412,800,000 shares throughout).
 */
export const articles: SeedArticle[] = [
  // ---------------------------------------------------------------- news
  {
    type: 'news',
    title: {
      zh: '星桥智能发布第四代四向穿梭车，冷库版本可在零下25℃连续运行',
      en: 'Starbridge launches fourth-generation four-way shuttle with a cold-store version rated to -25 °C',
    },
    summary: {
      zh: '新一代SB-FS4四向穿梭车额定载重1.5吨，空载运行速度提升至2米/秒，并首次推出面向冷链仓库的低温版本。',
      en: 'The new SB-FS4 shuttle carries 1.5-tonne pallets, travels at up to 2 m/s empty and, for the first time, comes in a version built for frozen warehouses.',
    },
    body: {
      zh:
        '<p>3月18日，星桥智能在深圳总部举办新品发布会，正式推出第四代四向穿梭车SB-FS4。来自医药、食品饮料、新能源等行业的六十余位客户代表到场，观看了样机在二十米长测试巷道中的换向、换层与满载运行演示。</p>' +
        '<h2>更快、更准、更省电</h2>' +
        '<p>SB-FS4沿用成熟的轨道换向结构，对驱动、顶升和能量管理进行了全面重新设计。与上一代产品相比，主要变化包括：</p>' +
        '<ul>' +
        '<li>额定载重1,500千克，空载运行速度2米/秒，满载1.5米/秒；</li>' +
        '<li>采用绝对值编码与条码双重定位，停准精度±2毫米；</li>' +
        '<li>顶升与换向时间缩短至2.8秒，单车每小时作业能力提升约18%；</li>' +
        '<li>磷酸铁锂电池配合制动能量回收，单次充电可连续作业10小时以上。</li>' +
        '</ul>' +
        '<h2>专为冷库设计的低温版本</h2>' +
        '<p>低温版本采用耐寒电池保温舱、低温润滑脂和防凝露电气柜，可在零下25℃环境中连续运行，并支持在常温区与冷冻区之间经过缓冲间穿行。研发团队在武汉的低温试验室中完成了累计超过3,000小时的耐久测试。</p>' +
        '<p>SB-FS4可与星桥StarWCS设备控制系统和提升机无缝集成，适用于密集存储、缓存分拣和冷链配送中心改造等场景。首批设备将于今年第三季度交付。</p>',
      en:
        '<p>On 18 March Starbridge presented the SB-FS4, its fourth-generation four-way shuttle, at a launch event at its Shenzhen headquarters. More than sixty customers from pharmaceuticals, food and beverage and new energy watched a prototype change direction, switch levels and run fully loaded in a twenty-metre test aisle.</p>' +
        '<h2>Faster, more precise, more efficient</h2>' +
        '<p>The SB-FS4 keeps the proven rail-switching chassis but has a new drive train, lifting unit and energy management. Compared with the previous generation:</p>' +
        '<ul>' +
        '<li>rated load of 1,500 kg, travel speed of 2 m/s empty and 1.5 m/s loaded;</li>' +
        '<li>positioning accuracy of ±2 mm, using absolute encoders backed by barcode positioning;</li>' +
        '<li>lifting and direction change in 2.8 seconds, giving about 18% more cycles per hour;</li>' +
        '<li>a lithium iron phosphate battery with brake energy recovery for more than ten hours of work per charge.</li>' +
        '</ul>' +
        '<h2>A version built for frozen stores</h2>' +
        '<p>The low-temperature version adds an insulated battery compartment, cold-rated lubricants and anti-condensation electrical cabinets. It runs continuously at -25 °C and can pass through an airlock between ambient and frozen zones. Engineers completed more than 3,000 hours of endurance testing in the climate chamber of the Wuhan R&amp;D centre.</p>' +
        '<p>The shuttle integrates directly with StarWCS Control and Starbridge lifts, and suits high-density storage, buffer sequencing and cold-chain distribution centre upgrades. First units ship in the third quarter.</p>',
    },
    publishDate: '2025-03-18',
    tags: ['four-way-shuttle', 'cold-storage'],
    image: 'news-shuttle-gen4',
  },
  {
    type: 'news',
    title: {
      zh: '星桥智能武汉研发中心正式启用',
      en: 'Starbridge opens its Wuhan R&D centre',
    },
    summary: {
      zh: '武汉研发中心建筑面积约2.8万平方米，设有高架测试库、AGV测试场和低温试验室，将重点承担控制软件、导航算法与数字孪生研发。',
      en: 'The 28,000-square-metre centre has a high-bay test rack, an AGV test hall and a climate chamber, and will focus on control software, navigation and digital-twin development.',
    },
    body: {
      zh:
        '<p>6月18日，星桥智能武汉研发中心在武汉东湖高新区正式启用。这是继深圳总部研发中心之后，公司建设的第二个研发基地。</p>' +
        '<h2>从实验室到真实工况</h2>' +
        '<p>研发中心建筑面积约2.8万平方米，除办公和软件开发区域外，还建有多项测试设施：</p>' +
        '<ul>' +
        '<li>24米高的高架测试货架，可同时对两台堆垛机进行满载耐久试验；</li>' +
        '<li>3,000平方米的AGV/AMR测试场，可模拟窄通道、坡道、电梯和自动门等现场条件；</li>' +
        '<li>温度范围零下30℃至50℃的环境试验室，用于冷链设备的低温验证；</li>' +
        '<li>软硬件在环仿真平台，可在设备发货前完成控制程序的虚拟调试。</li>' +
        '</ul>' +
        '<h2>聚焦软件与算法</h2>' +
        '<p>武汉团队将主要承担StarWCS设备控制系统、Fleet Scheduler调度系统和Digital Twin Studio数字孪生平台的研发工作。目前中心已有研发人员约260人，预计到2026年底增至400人左右。</p>' +
        '<p>公司董事长在启用仪式上表示，武汉高校资源集中、工程人才丰富，新中心将与深圳总部形成“深圳偏硬件、武汉偏软件”的分工协作格局，缩短新产品从设计到交付的周期。</p>',
      en:
        '<p>On 18 June Starbridge opened its Wuhan R&amp;D centre in the East Lake High-tech Zone. It is the second research site of the company, complementing the R&amp;D centre at the Shenzhen headquarters.</p>' +
        '<h2>From the lab to real operating conditions</h2>' +
        '<p>The building has a floor area of about 28,000 square metres. Besides offices and software development space, it houses several test facilities:</p>' +
        '<ul>' +
        '<li>a 24-metre high-bay test rack where two stacker cranes can run full-load endurance tests side by side;</li>' +
        '<li>a 3,000-square-metre AGV and AMR test hall that recreates narrow aisles, ramps, lifts and automatic doors;</li>' +
        '<li>a climate chamber covering -30 °C to 50 °C for validating cold-chain equipment;</li>' +
        '<li>a hardware-in-the-loop simulation bench for virtual commissioning of control programs before equipment leaves the factory.</li>' +
        '</ul>' +
        '<h2>Focused on software and algorithms</h2>' +
        '<p>The Wuhan team will lead development of StarWCS Control, Fleet Scheduler and Digital Twin Studio. About 260 engineers already work at the centre, and the number is expected to reach around 400 by the end of 2026.</p>' +
        '<p>Speaking at the opening, the chairman said that the universities and engineering talent of Wuhan make it a natural home for software work. Shenzhen will continue to lead on hardware, and the two sites together should shorten the path from design to delivery.</p>',
    },
    publishDate: '2025-06-18',
    tags: ['agv', 'wcs', 'digital-twin'],
    image: 'news-wuhan-rd-centre',
  },
  {
    type: 'news',
    title: {
      zh: '星桥智能托盘堆垛机安全控制系统通过PL d等级功能安全认证',
      en: 'Stacker crane safety system certified to performance level PL d',
    },
    summary: {
      zh: 'SB-S系列托盘堆垛机的安全控制系统经独立第三方机构评估，达到ISO 13849-1规定的PL d性能等级。',
      en: 'An independent certification body has confirmed that the safety control system of the SB-S pallet stacker crane series meets performance level PL d under ISO 13849-1.',
    },
    body: {
      zh:
        '<p>近日，星桥智能SB-S系列单立柱及双立柱托盘堆垛机的安全控制系统通过独立第三方认证机构评估，获得ISO 13849-1 PL d性能等级证书，整机设计同时满足欧洲标准EN 528对堆垛机的安全要求。</p>' +
        '<h2>认证覆盖的安全功能</h2>' +
        '<p>本次认证历时九个月，评估范围覆盖硬件架构、软件开发流程、故障模式分析和现场验证测试，主要安全功能包括：</p>' +
        '<ul>' +
        '<li>安全转矩关断（STO）与安全停止，急停响应时间小于200毫秒；</li>' +
        '<li>基于双通道编码器的安全限速与巷道端部减速监控；</li>' +
        '<li>载货台超速、松绳及超载检测；</li>' +
        '<li>检修平台与巷道门联锁，人员进入时设备不可自动运行。</li>' +
        '</ul>' +
        '<h2>为出口与高标准项目打基础</h2>' +
        '<p>近年来，越来越多的新能源、医药及海外客户在招标中明确要求提供功能安全认证。取得PL d等级后，SB-S系列可直接用于这类项目，减少客户现场的安全评估工作量。</p>' +
        '<p>公司安全工程团队表示，后续将对料箱堆垛机和四向穿梭车的安全功能开展同等级认证，并把功能安全要求纳入所有新产品的开发流程。</p>',
      en:
        '<p>The safety control system of the single-mast and double-mast SB-S pallet stacker cranes has been assessed by an independent certification body and awarded performance level PL d under ISO 13849-1. The machine design also meets the safety requirements of EN 528 for rail-dependent storage and retrieval equipment.</p>' +
        '<h2>What the certificate covers</h2>' +
        '<p>The assessment took nine months and covered hardware architecture, the software development process, failure mode analysis and on-site verification tests. The certified safety functions include:</p>' +
        '<ul>' +
        '<li>safe torque off and safe stop, with an emergency stop response time below 200 ms;</li>' +
        '<li>safely limited speed and end-of-aisle deceleration monitoring with dual-channel encoders;</li>' +
        '<li>detection of carriage overspeed, slack rope and overload;</li>' +
        '<li>interlocks between maintenance platforms and aisle doors, so the crane cannot run automatically while anyone is inside.</li>' +
        '</ul>' +
        '<h2>Ready for export and demanding projects</h2>' +
        '<p>A growing number of new-energy, pharmaceutical and overseas customers now ask for certified functional safety in their tenders. With PL d confirmed, the SB-S series can be offered for these projects directly, which reduces the safety assessment work on the customer site.</p>' +
        '<p>The safety engineering team plans to certify the miniload cranes and four-way shuttles to the same level next, and functional safety requirements are now part of the development process for every new product.</p>',
    },
    publishDate: '2025-08-26',
    tags: ['stacker-crane', 'as-rs'],
    image: 'news-stacker-safety',
  },
  {
    type: 'news',
    title: {
      zh: '锦岚医药成都冷链物流中心顺利上线运行',
      en: 'Jinlan Pharmaceutical cold-chain distribution centre in Chengdu goes live',
    },
    summary: {
      zh: '由星桥智能总承包的锦岚医药成都冷链物流中心通过三十天并行试运行，正式投入使用，冷藏、冷冻与常温三个温区全部实现自动化作业。',
      en: 'After a thirty-day parallel run, the Chengdu centre built by Starbridge for Jinlan Pharmaceutical Logistics is in full operation, with automated handling in its chilled, frozen and ambient zones.',
    },
    body: {
      zh:
        '<p>9月下旬，由星桥智能总承包建设的锦岚医药物流有限公司成都冷链物流中心正式上线。项目覆盖疫苗、生物制品和常规药品的收货、存储、拣选与发运，是公司在西南地区交付的规模最大的医药物流项目。</p>' +
        '<h2>三个温区，一套系统</h2>' +
        '<ul>' +
        '<li>2℃至8℃冷藏区：四向穿梭车密集存储，6,800个托盘位；</li>' +
        '<li>零下25℃冷冻区：低温版四向穿梭车，1,200个托盘位；</li>' +
        '<li>常温区：料箱堆垛机立体库，32,000个料箱位，配套货到人拣选工作站。</li>' +
        '</ul>' +
        '<p>系统峰值处理能力为每小时420个托盘出入库，日处理订单行约18,000行。</p>' +
        '<h2>满足GSP要求的全程追溯</h2>' +
        '<p>StarOS仓储管理系统对批号、效期和药品状态进行全程管理，严格执行近效期先出原则；温湿度监测数据每分钟采集一次，与库位和作业记录自动关联，可随时生成符合GSP要求的追溯报告。</p>' +
        '<p>为保证业务不中断，项目团队采用新旧系统并行运行三十天的方式切换，期间未发生一单发货延误。客户负责人表示，新中心投入使用后，冷链订单的当日出库率已从原来的85%提升到98%以上。</p>',
      en:
        '<p>In late September the Chengdu cold-chain distribution centre of Jinlan Pharmaceutical Logistics Co., Ltd. went live. Starbridge was the general contractor for the automation. The site receives, stores, picks and ships vaccines, biologics and general medicines, and it is the largest pharmaceutical logistics project Starbridge has delivered in southwest China.</p>' +
        '<h2>Three temperature zones, one system</h2>' +
        '<ul>' +
        '<li>2 °C to 8 °C chilled zone: high-density four-way shuttle storage with 6,800 pallet positions;</li>' +
        '<li>-25 °C frozen zone: low-temperature shuttles serving 1,200 pallet positions;</li>' +
        '<li>ambient zone: a miniload AS/RS with 32,000 tote locations feeding goods-to-person picking stations.</li>' +
        '</ul>' +
        '<p>At peak the system handles 420 pallet movements per hour and about 18,000 order lines per day.</p>' +
        '<h2>Full GSP traceability</h2>' +
        '<p>StarOS WMS tracks batch numbers, expiry dates and quality status from receipt to dispatch and enforces first-expiry-first-out. Temperature and humidity readings are taken every minute and linked automatically to locations and handling records, so GSP traceability reports can be produced at any time.</p>' +
        '<p>To keep deliveries flowing, the old and new systems ran in parallel for thirty days before the switchover, without a single delayed shipment. According to the customer, the share of cold-chain orders shipped on the day they are received has risen from 85% to more than 98%.</p>',
    },
    publishDate: '2025-09-23',
    tags: ['cold-storage', 'gsp', 'wms'],
    image: 'news-jinlan-cold-chain',
  },
  {
    type: 'news',
    title: {
      zh: '星桥智能与华岳理工大学共建智能物流联合实验室',
      en: 'Starbridge and Huayue University of Technology set up a joint intralogistics laboratory',
    },
    summary: {
      zh: '双方将围绕多机器人协同调度、数字孪生仿真和设备预测性维护开展为期三年的联合研究，并共同培养研究生。',
      en: 'The three-year partnership covers multi-robot scheduling, digital-twin simulation and predictive maintenance, and includes jointly supervised graduate students.',
    },
    body: {
      zh:
        '<p>10月16日，星桥智能与华岳理工大学机械工程学院在武汉签署合作协议，共同建设“智能物流装备与系统联合实验室”。实验室设在星桥智能武汉研发中心，首期合作期限三年。</p>' +
        '<h2>三个研究方向</h2>' +
        '<ul>' +
        '<li>多机器人协同：研究数百台AGV/AMR在同一场地内的路径规划、死锁预防和任务分配算法；</li>' +
        '<li>数字孪生与虚拟调试：提高仿真模型与真实设备之间的一致性，缩短现场调试时间；</li>' +
        '<li>预测性维护：利用堆垛机和输送设备的运行数据，提前识别轴承、链条和驱动器的异常趋势。</li>' +
        '</ul>' +
        '<h2>人才共育</h2>' +
        '<p>根据协议，公司每年将为学校提供约40个实习岗位，双方联合指导硕士和博士研究生，公司资深工程师将担任学院的产业导师，参与本科生毕业设计指导。实验室取得的研究成果将优先在公司产品中进行验证和应用。</p>' +
        '<p>学院院长在签约仪式上表示，物流装备领域有大量来自真实场景的工程问题，与企业共建实验室能够让学生在学习阶段就接触到一线数据和设备。星桥智能首席技术官表示，公司希望借助高校在基础算法方面的积累，为下一代调度系统和数字孪生平台储备关键技术。</p>',
      en:
        '<p>On 16 October Starbridge and the School of Mechanical Engineering of Huayue University of Technology signed an agreement in Wuhan to establish a joint laboratory for intelligent logistics equipment and systems. The laboratory is located at the Wuhan R&amp;D centre of Starbridge, and the first phase runs for three years.</p>' +
        '<h2>Three research themes</h2>' +
        '<ul>' +
        '<li>multi-robot coordination: path planning, deadlock prevention and task allocation for hundreds of AGVs and AMRs sharing one site;</li>' +
        '<li>digital twins and virtual commissioning: closing the gap between simulation models and real equipment to shorten on-site commissioning;</li>' +
        '<li>predictive maintenance: using operating data from stacker cranes and conveyors to spot early signs of bearing, chain and drive faults.</li>' +
        '</ul>' +
        '<h2>Developing people together</h2>' +
        '<p>Starbridge will offer around forty internships a year. The partners will co-supervise master and doctoral students, and senior Starbridge engineers will serve as industry mentors for undergraduate final-year projects. Results from the laboratory will be tested first in Starbridge products.</p>' +
        '<p>The dean of the school said that logistics equipment raises many practical engineering problems, and working with a company gives students early access to real data and machines. The chief technology officer of Starbridge said the company hopes to draw on the strength of the university in core algorithms to prepare key technology for its next scheduler and digital-twin platform.</p>',
    },
    publishDate: '2025-10-16',
    tags: ['agv', 'digital-twin'],
    image: 'news-university-lab',
  },
  {
    type: 'news',
    title: {
      zh: '星桥智能亮相上海国际物流技术展，现场演示多设备协同作业',
      en: 'Starbridge shows coordinated multi-device operation at the Shanghai intralogistics fair',
    },
    summary: {
      zh: '在为期四天的上海物流技术展上，星桥智能以一条完整的“入库—存储—分拣—出库”演示线展示四向穿梭车、AMR和交叉带分拣机的协同作业。',
      en: 'During the four-day fair in Shanghai, Starbridge ran a complete receive-store-sort-ship demonstration line combining four-way shuttles, AMRs and a cross-belt sorter.',
    },
    body: {
      zh:
        '<p>11月5日至8日，星桥智能参加在上海举办的国际物流技术与装备展览会。公司展台面积约600平方米，以“一个系统，调度所有设备”为主题，搭建了一条完整的演示作业线。</p>' +
        '<h2>展台亮点</h2>' +
        '<ul>' +
        '<li>第四代四向穿梭车SB-FS4在三层货架中连续出入库，并与提升机联动换层；</li>' +
        '<li>潜伏顶升式AMR与叉车式AGV混合编队，由Fleet Scheduler统一分配任务和交通管控；</li>' +
        '<li>新一代交叉带分拣机模块，分拣效率最高每小时12,000件，现场演示电商包裹按路向分拣；</li>' +
        '<li>Digital Twin Studio大屏实时同步展台所有设备的运行状态。</li>' +
        '</ul>' +
        '<h2>现场交流</h2>' +
        '<p>展会期间，展台共接待专业观众九千余人次，公司技术团队举办了八场专题讲解，内容涉及锂电工厂物流、医药冷链和老旧立体库改造等话题。多家新能源和电商企业与公司就具体项目进行了深入交流。</p>' +
        '<p>公司营销负责人表示，客户越来越关注不同设备之间的协同，而不是单台设备的参数。能够在一个平台上调度多种设备，正在成为智能仓储项目的基本要求。</p>',
      en:
        '<p>From 5 to 8 November Starbridge exhibited at the international logistics technology and equipment fair in Shanghai. Under the theme "One system for every machine", the 600-square-metre booth featured a complete working demonstration line.</p>' +
        '<h2>Highlights on the booth</h2>' +
        '<ul>' +
        '<li>SB-FS4 four-way shuttles storing and retrieving loads on three rack levels, changing level with a lift;</li>' +
        '<li>a mixed fleet of jacking AMRs and autonomous forklifts, with tasks and traffic managed by Fleet Scheduler;</li>' +
        '<li>a module of the new cross-belt sorter, rated at up to 12,000 items per hour, sorting e-commerce parcels by destination;</li>' +
        '<li>a large Digital Twin Studio display mirroring the live status of every device on the booth.</li>' +
        '</ul>' +
        '<h2>Conversations with visitors</h2>' +
        '<p>The booth welcomed more than 9,000 trade visitors over the four days. Starbridge engineers gave eight short talks on battery factory logistics, pharmaceutical cold chains and the modernisation of older high-bay warehouses, and several new-energy and e-commerce companies held detailed project discussions with the team.</p>' +
        '<p>The head of marketing noted that customers now care less about the specifications of a single machine and more about how different machines work together. Scheduling many kinds of equipment from one platform is becoming a basic requirement for automated warehouse projects.</p>',
    },
    publishDate: '2025-11-07',
    tags: ['sorting', 'agv', 'four-way-shuttle'],
    image: 'news-shanghai-fair',
  },
  {
    type: 'news',
    title: {
      zh: '国际志愿者日：星桥志愿者帮助社区食物银行重整仓库',
      en: 'International Volunteer Day: Starbridge volunteers help a community food bank reorganise its storeroom',
    },
    summary: {
      zh: '公司志愿者利用业余时间为深圳一家社区食物银行重新规划库房、安装货架，并搭建了简易的条码库存管理系统。',
      en: 'Employee volunteers redesigned the storeroom of a Shenzhen community food bank, installed shelving and set up a simple barcode inventory system.',
    },
    body: {
      zh:
        '<p>12月5日是国际志愿者日。当天，星桥智能“星火”志愿服务队的30名员工来到深圳市南山区一家社区食物银行，完成了为期三个周末的库房改造项目的最后一项工作。</p>' +
        '<h2>把仓储经验用在公益上</h2>' +
        '<p>这家食物银行每月向周边约600户困难家庭发放米面、粮油和日用品，但库房面积小、物品堆放混乱，临期食品时常来不及发放。志愿者们为此做了三件事：</p>' +
        '<ul>' +
        '<li>重新规划库房布局，按品类和保质期分区，并安装了由公司捐赠的轻型货架；</li>' +
        '<li>为每类物品制作条码标签，搭建了一个基于StarOS仓储管理系统简化版的免费库存台账；</li>' +
        '<li>为食物银行的八名常驻志愿者开展了两次扫码出入库和临期提醒的培训。</li>' +
        '</ul>' +
        '<p>改造完成后，库房可用存储空间增加了约40%，工作人员可以在手机上查看库存和即将到期的物品。</p>' +
        '<h2>全年志愿服务</h2>' +
        '<p>2025年，公司在深圳和武汉两地共组织志愿服务活动26场，参与员工超过400人次，累计志愿服务时长约1,600小时，内容包括社区助老、中小学科普课堂和河道清洁等。</p>',
      en:
        '<p>On 5 December, International Volunteer Day, thirty members of the Starbridge employee volunteer team went to a community food bank in the Nanshan district of Shenzhen to finish a project they had worked on over three weekends.</p>' +
        '<h2>Warehouse know-how for a good cause</h2>' +
        '<p>The food bank hands out rice, flour, cooking oil and household goods to about 600 families in need each month. Its storeroom was small and crowded, and food close to its best-before date was sometimes not distributed in time. The volunteers did three things:</p>' +
        '<ul>' +
        '<li>redesigned the layout by product group and shelf life, and installed light-duty shelving donated by the company;</li>' +
        '<li>labelled every product type with a barcode and set up a free inventory ledger based on a simplified version of StarOS WMS;</li>' +
        '<li>ran two training sessions for the eight regular food bank volunteers on scanning goods in and out and on expiry alerts.</li>' +
        '</ul>' +
        '<p>The storeroom now has about 40% more usable space, and staff can check stock and items nearing expiry on their phones.</p>' +
        '<h2>A year of volunteering</h2>' +
        '<p>In 2025 Starbridge organised 26 volunteering activities in Shenzhen and Wuhan. Employees took part more than 400 times and contributed around 1,600 hours, from visits to elderly residents and science classes in local schools to river clean-ups.</p>',
    },
    publishDate: '2025-12-05',
    tags: ['social-responsibility'],
    image: 'news-volunteer-day',
  },
  {
    type: 'news',
    title: {
      zh: '星桥智能曼谷服务中心开业，东南亚客户获得本地化支持',
      en: 'Starbridge opens a service hub in Bangkok for customers in Southeast Asia',
    },
    summary: {
      zh: '曼谷服务中心配备本地工程师团队和备件库，为泰国、越南和马来西亚客户提供维保、备件和设备升级改造服务。',
      en: 'The Bangkok hub has a local engineering team and a spare parts store, and supports customers in Thailand, Vietnam and Malaysia with maintenance, parts and upgrades.',
    },
    body: {
      zh:
        '<p>1月20日，星桥智能泰国曼谷服务中心正式开业。这是公司设立的第六个海外服务网点，也是在东南亚地区的首个区域服务中心。</p>' +
        '<h2>本地团队，快速响应</h2>' +
        '<p>过去五年，星桥智能已在东南亚交付了二十余套自动化立体库和输送分拣系统，客户分布在食品饮料、汽车零部件和电子制造等行业。此前，这些项目的售后服务主要依靠国内工程师出差支持。曼谷服务中心投入运营后：</p>' +
        '<ul>' +
        '<li>常驻18名工程师，其中三分之二为本地员工，可使用泰语、英语和中文沟通；</li>' +
        '<li>备件库储备约3,000种常用备件，泰国境内客户的紧急备件可在24小时内送达；</li>' +
        '<li>与深圳总部的远程诊断中心全天候联网，多数软件故障可远程处理。</li>' +
        '</ul>' +
        '<h2>支持老旧设备升级</h2>' +
        '<p>服务中心还将承担区域内的设备升级改造业务，包括堆垛机驱动与控制系统更新、WCS软件升级和节能改造，帮助运行多年的仓库延长使用寿命。</p>' +
        '<p>至此，星桥智能已在国内12个城市和海外6个国家设立服务网点。</p>',
      en:
        '<p>On 20 January Starbridge opened its service hub in Bangkok, Thailand. It is the sixth overseas service location of the company and its first regional service centre in Southeast Asia.</p>' +
        '<h2>A local team that responds quickly</h2>' +
        '<p>Over the past five years Starbridge has delivered more than twenty automated warehouses and conveyor and sorting systems in the region, for customers in food and beverage, automotive parts and electronics. Until now, after-sales support relied largely on engineers travelling from China. With the new hub:</p>' +
        '<ul>' +
        '<li>eighteen engineers are based in Bangkok, two thirds of them hired locally, working in Thai, English and Chinese;</li>' +
        '<li>about 3,000 common spare parts are held in stock, and urgent parts reach customers in Thailand within 24 hours;</li>' +
        '<li>the hub is connected around the clock to the remote diagnostics centre in Shenzhen, so most software issues can be fixed remotely.</li>' +
        '</ul>' +
        '<h2>Upgrades for older installations</h2>' +
        '<p>The hub will also handle modernisation work in the region, including new drives and controls for stacker cranes, WCS software upgrades and energy-saving retrofits that extend the working life of older warehouses.</p>' +
        '<p>Starbridge now has service locations in 12 Chinese cities and in six countries abroad.</p>',
    },
    publishDate: '2026-01-20',
    tags: ['retrofit', 'stacker-crane'],
    image: 'news-bangkok-service-hub',
  },
  {
    type: 'news',
    title: {
      zh: 'Fleet Scheduler 4.0发布：单一场地可调度500台混合车队',
      en: 'Fleet Scheduler 4.0 released: one site, up to 500 vehicles of mixed types',
    },
    summary: {
      zh: '新版调度系统重写了交通管理引擎，支持不同厂家、不同车型的AGV/AMR在同一地图内协同作业，并新增仿真预演功能。',
      en: 'The new release has a rebuilt traffic engine, lets AGVs and AMRs of different types and makers share one map, and adds a simulation mode for planning.',
    },
    body: {
      zh:
        '<p>3月10日，星桥智能正式发布AGV调度系统Fleet Scheduler 4.0。这是该产品自2019年推出以来变化最大的一次版本升级。</p>' +
        '<h2>主要更新</h2>' +
        '<ul>' +
        '<li>全新交通管理引擎：采用基于时间窗预约的路径规划，单一场地最多可同时调度500台车辆；</li>' +
        '<li>混合车队：潜伏顶升、叉车式、辊筒式等不同车型在同一地图中统一调度，并支持符合VDA 5050接口规范的第三方车辆接入；</li>' +
        '<li>楼宇联动：与电梯、自动门、防火卷帘和风淋门对接，支持跨楼层、跨厂房运输；</li>' +
        '<li>智能充电：根据任务预测和电量自动安排充电时机，避免集中充电导致的运力下降；</li>' +
        '<li>仿真预演：导入新的布局或订单数据后，可在上线前评估车辆数量和通行瓶颈。</li>' +
        '</ul>' +
        '<h2>试点效果</h2>' +
        '<p>新版本已在两家锂电池工厂和一家汽车零部件工厂完成试点。在其中一个拥有210台车辆的锂电工厂中，车辆因交通拥堵产生的等待时间减少了18%，相同产量所需的车辆数减少了12台。</p>' +
        '<p>Fleet Scheduler 4.0可通过星桥云平台获取，现有客户可在服务合同范围内免费升级。</p>',
      en:
        '<p>On 10 March Starbridge released Fleet Scheduler 4.0, the biggest update to its AGV scheduling system since the product was introduced in 2019.</p>' +
        '<h2>What is new</h2>' +
        '<ul>' +
        '<li>a new traffic engine with time-window reservation path planning that coordinates up to 500 vehicles on one site;</li>' +
        '<li>mixed fleets: jacking, forklift and roller-top vehicles in one map, plus third-party vehicles that follow the VDA 5050 interface;</li>' +
        '<li>building integration with lifts, automatic doors, fire shutters and air showers for transport between floors and buildings;</li>' +
        '<li>smart charging that plans charging around forecast workload, so the fleet does not lose capacity when many vehicles charge at once;</li>' +
        '<li>a simulation mode that tests a new layout or order profile before go-live and shows how many vehicles are needed and where bottlenecks will form.</li>' +
        '</ul>' +
        '<h2>Results from the pilots</h2>' +
        '<p>Version 4.0 has been piloted at two lithium battery plants and one automotive parts plant. At one battery plant running 210 vehicles, time lost waiting in traffic fell by 18%, and the same output now needs twelve fewer vehicles.</p>' +
        '<p>Fleet Scheduler 4.0 is available through the Starbridge cloud platform. Existing customers with a service contract can upgrade at no extra charge.</p>',
    },
    publishDate: '2026-03-10',
    tags: ['agv', 'wcs'],
    image: 'news-fleet-scheduler-4',
  },
  {
    type: 'news',
    title: {
      zh: 'Digital Twin Studio 3.0上线，支持峰值场景仿真与故障回放',
      en: 'Digital Twin Studio 3.0 adds peak-volume simulation and alarm replay',
    },
    summary: {
      zh: '数字孪生平台3.0版本将设备数据刷新周期缩短至200毫秒，新增“假设分析”仿真、报警回放和能耗看板，并可直接在浏览器中运行。',
      en: 'Version 3.0 refreshes equipment data every 200 milliseconds, adds what-if simulation, alarm replay and an energy dashboard, and runs directly in the browser.',
    },
    body: {
      zh:
        '<p>5月20日，星桥智能发布数字孪生平台Digital Twin Studio 3.0。新版本由武汉研发中心主导开发，重点解决用户在日常运营中“看得见、查得清、算得准”的需求。</p>' +
        '<h2>新功能</h2>' +
        '<ul>' +
        '<li>实时同步：与StarWCS设备控制系统直连，设备位置与状态每200毫秒刷新一次，大型仓库的三维场景可在普通浏览器中流畅运行，无需安装插件；</li>' +
        '<li>假设分析：输入促销期或旺季的订单预测，平台可基于真实设备参数仿真整个仓库的运行情况，提前发现瓶颈；</li>' +
        '<li>报警回放：任意报警发生前后十分钟的设备动作可在三维场景中回放，帮助维护人员快速定位原因；</li>' +
        '<li>能耗看板：与Insight BI运营分析平台打通，按区域、设备类型展示能耗和单位作业能耗。</li>' +
        '</ul>' +
        '<h2>客户应用</h2>' +
        '<p>在一家电商企业的华东配送中心，运营团队在“双十一”前使用假设分析功能测试了三种排班方案，最终将高峰期出库能力提高了约15%，且无需增加设备。一家烟草商业企业则利用报警回放功能，将堆垛机故障的平均诊断时间从40分钟缩短至12分钟。</p>' +
        '<p>Digital Twin Studio 3.0面向新老客户开放，已部署2.x版本的项目可在线升级。</p>',
      en:
        '<p>On 20 May Starbridge released Digital Twin Studio 3.0. Developed mainly at the Wuhan R&amp;D centre, the new version helps operators see what is happening, find out why, and plan ahead with reliable numbers.</p>' +
        '<h2>New features</h2>' +
        '<ul>' +
        '<li>live synchronisation: a direct link to StarWCS Control refreshes equipment positions and states every 200 ms, and the 3D model of even a large warehouse runs smoothly in an ordinary browser without plug-ins;</li>' +
        '<li>what-if analysis: load an order forecast for a promotion or peak season and simulate the whole warehouse with real equipment parameters to find bottlenecks in advance;</li>' +
        '<li>alarm replay: replay every movement in the ten minutes before and after any alarm in the 3D scene, so maintenance staff can find the cause quickly;</li>' +
        '<li>energy dashboard: connected to Insight BI, it shows energy use and energy per handling operation by area and equipment type.</li>' +
        '</ul>' +
        '<h2>How customers use it</h2>' +
        '<p>At an e-commerce distribution centre in east China, the operations team tested three shift plans with what-if analysis before the November shopping festival and raised peak outbound capacity by about 15% without new equipment. A tobacco distributor uses alarm replay and has cut the average time to diagnose a stacker crane fault from 40 to 12 minutes.</p>' +
        '<p>Digital Twin Studio 3.0 is available to new and existing customers, and sites running version 2.x can upgrade online.</p>',
    },
    publishDate: '2026-05-20',
    tags: ['digital-twin', 'wcs'],
    image: 'news-digital-twin-3',
  },
  {
    type: 'news',
    title: {
      zh: '星桥智能烟草物流配送中心项目获评年度优秀智能物流工程',
      en: 'Starbridge tobacco distribution centre project named an outstanding intralogistics project of the year',
    },
    summary: {
      zh: '公司为某省级烟草商业企业建设的物流配送中心，凭借机器人码垛与立体库一体化设计，获得行业协会颁发的年度优秀智能物流工程奖。',
      en: 'A provincial tobacco distribution centre built by Starbridge, combining robotic palletizing with an automated high-bay warehouse, has received an industry association award for outstanding intralogistics projects.',
    },
    body: {
      zh:
        '<p>7月中旬，在全国物流装备行业协会举办的年度评选中，星桥智能为某省级烟草商业企业建设的卷烟物流配送中心项目获评“年度优秀智能物流工程”。</p>' +
        '<h2>项目概况</h2>' +
        '<p>该配送中心承担全省约三分之一零售客户的卷烟配送任务，主要系统包括：</p>' +
        '<ul>' +
        '<li>8台双立柱托盘堆垛机组成的自动化立体库，共9,600个托盘位；</li>' +
        '<li>6套机器人码垛工作站，采用视觉识别实现多规格件烟混码，每站每小时码垛约600件；</li>' +
        '<li>件烟自动分拣线与条烟分拣线，日分拣能力约4.5万件；</li>' +
        '<li>StarOS仓储管理系统与客户营销、专卖管理系统实时对接，实现订单到配送的全流程信息化。</li>' +
        '</ul>' +
        '<h2>评审关注点</h2>' +
        '<p>评审专家认为，该项目在码垛环节实现了从人工到机器人的完整替代，一线作业人员减少约45%，同时通过立体库与码垛站之间的缓存设计，使分拣和码垛在订单高峰期仍能保持节拍一致。项目投用一年来，设备综合可用率保持在99.5%以上。</p>' +
        '<p>这是星桥智能连续第三年有项目获得该奖项。</p>',
      en:
        '<p>In mid-July the national logistics equipment industry association announced its annual awards, naming the cigarette distribution centre that Starbridge built for a provincial tobacco distributor an outstanding intralogistics project of the year.</p>' +
        '<h2>About the project</h2>' +
        '<p>The centre supplies roughly a third of the tobacco retailers in the province. Its main systems are:</p>' +
        '<ul>' +
        '<li>an automated high-bay warehouse with eight double-mast pallet stacker cranes and 9,600 pallet positions;</li>' +
        '<li>six robotic palletizing cells that use vision to build mixed pallets of different case sizes, each stacking about 600 cases per hour;</li>' +
        '<li>case and carton sorting lines with a daily capacity of about 45,000 cases;</li>' +
        '<li>StarOS WMS, linked in real time to the sales and licensing systems of the customer so that every order is tracked from entry to delivery.</li>' +
        '</ul>' +
        '<h2>What the judges noted</h2>' +
        '<p>The judges highlighted that palletizing, once entirely manual, is now fully robotic, with about 45% fewer people needed on the floor. A buffer between the warehouse and the palletizing cells keeps sorting and palletizing in step even at order peaks. In its first year of operation the system has maintained overall equipment availability above 99.5%.</p>' +
        '<p>This is the third year in a row that a Starbridge project has received the award.</p>',
    },
    publishDate: '2026-07-15',
    tags: ['palletizing', 'as-rs'],
    image: 'news-tobacco-award',
  },
  {
    type: 'news',
    title: {
      zh: '不停产完成改造：禾溪饮料17年老立体库焕新',
      en: 'Retrofit without stopping production: a 17-year-old high-bay warehouse at Hexi Beverage is renewed',
    },
    summary: {
      zh: '星桥智能分批次完成禾溪饮料14台堆垛机及WCS系统升级，改造期间仓库持续运行，改造后出入库能力提升22%，能耗下降15%。',
      en: 'Starbridge upgraded 14 stacker cranes and the WCS at Hexi Beverage aisle by aisle while the warehouse kept running; throughput is up 22% and energy use down 15%.',
    },
    body: {
      zh:
        '<p>9月，星桥智能完成了禾溪饮料有限公司华南生产基地成品立体库的升级改造。该立体库建成于2009年，共14个巷道、约2.2万个托盘位，原有控制系统和驱动器已停产多年，备件难以采购，故障停机时间逐年增加。</p>' +
        // Pasted from an old editor with a tracking snippet and an inline handler: the service stores
        // bodies as given, and the site must render them without either (tests/e2e/articles.spec.ts).
        '<figure><img src="/cms/media/news-hexi-aisle.avif" width="1200" height="675" alt="改造后的禾溪饮料成品立体库巷道" onerror="window.__bodyScriptRan = true"><figcaption>改造完成后的成品立体库巷道</figcaption></figure>' +
        '<script>window.__bodyScriptRan = true</script>' +
        '<h2>逐巷道改造，生产不停</h2>' +
        '<p>由于饮料旺季无法停库，项目团队采用“一次只停一个巷道”的方案，并在动工前利用数字孪生模型完成了新控制程序的虚拟调试。主要改造内容包括：</p>' +
        '<ul>' +
        '<li>更换14台堆垛机的变频驱动器、控制器和定位系统，保留原有钢结构和货架；</li>' +
        '<li>采用带能量回馈功能的驱动器，将下降和制动时的能量回馈电网；</li>' +
        '<li>以StarWCS替换原有调度软件，并与客户现有的WMS和ERP系统对接。</li>' +
        '</ul>' +
        '<p>每个巷道的切换停机时间控制在36小时以内，整个改造历时五个月，期间成品发货未受影响。</p>' +
        '<h2>改造效果</h2>' +
        '<p>改造完成后，立体库出入库能力提升22%，单位托盘能耗下降约15%，堆垛机平均无故障运行时间明显延长。与新建立体库相比，本次改造投资约为其三分之一。</p>' +
        '<p>目前国内大量建于2005年至2012年之间的立体库正进入更新周期，星桥智能已将改造升级作为一项独立业务重点发展。</p>',
      en:
        '<p>In September Starbridge completed the modernisation of the finished-goods high-bay warehouse at the south China production base of Hexi Beverage Co., Ltd. Built in 2009, the warehouse has 14 aisles and about 22,000 pallet positions. Its original controls and drives had long been discontinued, spare parts were hard to find, and downtime was rising every year.</p>' +
        '<figure><img src="/cms/media/news-hexi-aisle.avif" width="1200" height="675" alt="An aisle of the renewed finished-goods warehouse at Hexi Beverage" onerror="window.__bodyScriptRan = true"><figcaption>An aisle of the finished-goods warehouse after the retrofit</figcaption></figure>' +
        '<script>window.__bodyScriptRan = true</script>' +
        '<h2>One aisle at a time, production never stopped</h2>' +
        '<p>Because the warehouse could not close during the busy beverage season, the team took out only one aisle at a time, and virtually commissioned the new control program on a digital twin before work began. The main changes were:</p>' +
        '<ul>' +
        '<li>new drives, controllers and positioning systems on all 14 stacker cranes, keeping the existing steel structure and racking;</li>' +
        '<li>regenerative drives that feed energy from lowering and braking back into the grid;</li>' +
        '<li>StarWCS in place of the old control software, connected to the existing WMS and ERP of the customer.</li>' +
        '</ul>' +
        '<p>Each aisle was out of service for no more than 36 hours. The whole project took five months, and shipments of finished goods were not affected.</p>' +
        '<h2>Results</h2>' +
        '<p>Throughput has risen by 22%, energy use per pallet has fallen by about 15%, and the mean time between crane failures is much longer. The retrofit cost roughly a third of a new warehouse.</p>' +
        '<p>Many Chinese high-bay warehouses built between 2005 and 2012 are now due for renewal, and Starbridge is developing retrofits as a business line in its own right.</p>',
    },
    publishDate: '2026-09-22',
    tags: ['retrofit', 'stacker-crane', 'wcs'],
    image: 'news-hexi-retrofit',
  },

  // ------------------------------------------------------------ investor
  {
    type: 'investor',
    title: {
      zh: '2025年年度报告',
      en: '2025 Annual Report',
    },
    summary: {
      zh: '2025年公司实现营业收入31.86亿元，同比增长14.20%；归属于上市公司股东的净利润26,850万元，同比增长17.61%。',
      en: 'In 2025 the Company recorded revenue of RMB 3,186.4 million, up 14.20% year on year, and net profit attributable to shareholders of RMB 268.5 million, up 17.61%.',
    },
    body: {
      zh:
        '<p>本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。</p>' +
        '<p>本摘要来自年度报告全文。为全面了解公司的经营成果、财务状况及未来发展规划，投资者应当到中国证监会指定媒体仔细阅读年度报告全文。公司2025年度财务报告已经会计师事务所审计，并出具了标准无保留意见的审计报告。</p>' +
        '<h2>主要会计数据和财务指标</h2>' +
        '<table>' +
        '<thead><tr><th>项目</th><th>2025年</th><th>2024年</th><th>同比增减</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>营业收入（万元）</td><td>318,640</td><td>279,020</td><td>14.20%</td></tr>' +
        '<tr><td>归属于上市公司股东的净利润（万元）</td><td>26,850</td><td>22,830</td><td>17.61%</td></tr>' +
        '<tr><td>扣除非经常性损益后的净利润（万元）</td><td>24,170</td><td>20,260</td><td>19.30%</td></tr>' +
        '<tr><td>经营活动产生的现金流量净额（万元）</td><td>31,260</td><td>25,410</td><td>23.02%</td></tr>' +
        '<tr><td>基本每股收益（元/股）</td><td>0.65</td><td>0.55</td><td>18.18%</td></tr>' +
        '<tr><td>研发投入占营业收入比例</td><td>7.50%</td><td>7.30%</td><td>增加0.20个百分点</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>经营情况</h2>' +
        '<p>报告期内，公司新签订单约36.32亿元，同比增长10.73%；截至2025年12月31日，在手订单约42.15亿元，同比增长11.80%。分业务看，智能仓储物流系统实现收入19.12亿元，智能工厂物流系统实现收入7.99亿元，软件与运维服务实现收入4.76亿元；海外业务收入4.13亿元，占营业收入的12.95%。综合毛利率为29.4%，较上年提高0.7个百分点。</p>' +
        '<p>全年研发投入23,900万元，同比增长17.33%。报告期末公司员工总数2,612人，其中研发人员786人。</p>' +
        '<h2>利润分配预案</h2>' +
        '<p>公司拟以总股本412,800,000股为基数，向全体股东每10股派发现金红利2.00元（含税），合计派发现金红利8,256万元，占2025年度归属于上市公司股东净利润的30.75%；不送红股，不以资本公积金转增股本。该预案尚需提交公司2025年年度股东会审议。</p>',
      en:
        '<p>The Company and all members of its Board of Directors guarantee that the information disclosed is true, accurate and complete, and contains no false records, misleading statements or material omissions.</p>' +
        '<p>This summary is taken from the full text of the annual report. For a complete understanding of the results, financial position and development plans of the Company, investors should read the full report carefully on the media designated by the CSRC. The 2025 financial statements were audited and received a standard unqualified opinion.</p>' +
        '<h2>Key figures</h2>' +
        '<table>' +
        '<thead><tr><th>Item</th><th>2025</th><th>2024</th><th>Change</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>Revenue (RMB million)</td><td>3,186.4</td><td>2,790.2</td><td>+14.20%</td></tr>' +
        '<tr><td>Net profit attributable to shareholders (RMB million)</td><td>268.5</td><td>228.3</td><td>+17.61%</td></tr>' +
        '<tr><td>Net profit excluding non-recurring items (RMB million)</td><td>241.7</td><td>202.6</td><td>+19.30%</td></tr>' +
        '<tr><td>Net cash from operating activities (RMB million)</td><td>312.6</td><td>254.1</td><td>+23.02%</td></tr>' +
        '<tr><td>Basic earnings per share (RMB)</td><td>0.65</td><td>0.55</td><td>+18.18%</td></tr>' +
        '<tr><td>R&amp;D spending as a share of revenue</td><td>7.50%</td><td>7.30%</td><td>+0.20 pp</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>Operations</h2>' +
        '<p>New orders signed in 2025 were about RMB 3,632 million, up 10.73%. The order backlog at 31 December 2025 was about RMB 4,215 million, up 11.80%. Intelligent warehousing systems contributed revenue of RMB 1,912.3 million, smart factory intralogistics RMB 798.6 million, and software and services RMB 475.5 million. Overseas revenue was RMB 412.7 million, or 12.95% of the total. Gross margin rose 0.7 points to 29.4%.</p>' +
        '<p>R&amp;D spending was RMB 239.0 million, up 17.33%. Year-end headcount was 2,612, including 786 in R&amp;D.</p>' +
        '<h2>Proposed profit distribution</h2>' +
        '<p>Based on total share capital of 412,800,000 shares, the Company proposes a cash dividend of RMB 2.00 (tax included) per 10 shares, RMB 82.56 million in total, or 30.75% of net profit attributable to shareholders. No bonus shares will be issued and no capital reserve will be converted into share capital. The proposal is subject to approval by the 2025 annual general meeting.</p>',
    },
    publishDate: '2026-04-10',
    tags: [],
    image: 'investor-2025-annual',
    hasAttachment: true,
  },
  {
    type: 'investor',
    title: {
      zh: '关于召开2025年年度股东会的通知',
      en: 'Notice of the 2025 Annual General Meeting',
    },
    summary: {
      zh: '公司定于2026年5月13日召开2025年年度股东会，采用现场表决与网络投票相结合的方式，股权登记日为2026年5月7日。',
      en: 'The Company will hold its 2025 annual general meeting on 13 May 2026, with on-site and online voting; the record date is 7 May 2026.',
    },
    body: {
      zh:
        '<p>本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。</p>' +
        '<p>经公司第五届董事会第十二次会议审议通过，公司决定召开2025年年度股东会，现将有关事项通知如下。</p>' +
        '<h2>会议基本情况</h2>' +
        '<ul>' +
        '<li>现场会议时间：2026年5月13日（星期三）14:30；</li>' +
        '<li>网络投票时间：通过深圳证券交易所交易系统投票的时间为2026年5月13日9:15—9:25、9:30—11:30和13:00—15:00；通过互联网投票系统投票的时间为2026年5月13日9:15至15:00期间的任意时间；</li>' +
        '<li>现场会议地点：深圳市南山区星桥智能总部大楼一楼会议室；</li>' +
        '<li>股权登记日：2026年5月7日。当日下午收市时登记在册的公司全体股东均有权出席本次会议，并可书面委托代理人出席和参加表决。</li>' +
        '</ul>' +
        '<h2>会议审议事项</h2>' +
        '<table>' +
        '<thead><tr><th>序号</th><th>议案名称</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>1</td><td>2025年度董事会工作报告</td></tr>' +
        '<tr><td>2</td><td>2025年年度报告及其摘要</td></tr>' +
        '<tr><td>3</td><td>2025年度财务决算报告</td></tr>' +
        '<tr><td>4</td><td>2025年度利润分配预案</td></tr>' +
        '<tr><td>5</td><td>关于续聘2026年度会计师事务所的议案</td></tr>' +
        '<tr><td>6</td><td>关于2026年度董事及高级管理人员薪酬方案的议案</td></tr>' +
        '<tr><td>7</td><td>关于向银行申请综合授信额度的议案</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<p>公司独立董事将在本次年度股东会上进行2025年度述职。议案4至议案6将对中小投资者的表决单独计票并披露。</p>' +
        '<h2>会议登记</h2>' +
        '<p>登记时间为2026年5月11日9:00—17:00，股东可现场登记，也可通过信函或电子邮件方式登记。联系部门：公司董事会秘书办公室，联系电话：0755-8888 0532。会期半天，与会股东食宿及交通费用自理。</p>',
      en:
        '<p>The Company and all members of its Board of Directors guarantee that the information disclosed is true, accurate and complete, and contains no false records, misleading statements or material omissions.</p>' +
        '<p>As approved at the twelfth meeting of the fifth Board of Directors, the Company will convene its 2025 annual general meeting. Details are as follows.</p>' +
        '<h2>Meeting details</h2>' +
        '<ul>' +
        '<li>On-site meeting: Wednesday, 13 May 2026, 14:30;</li>' +
        '<li>online voting: through the Shenzhen Stock Exchange trading system on 13 May 2026 from 9:15 to 9:25, 9:30 to 11:30 and 13:00 to 15:00, or through the internet voting system at any time between 9:15 and 15:00 on the same day;</li>' +
        '<li>venue: ground-floor meeting room, Starbridge headquarters, Nanshan District, Shenzhen;</li>' +
        '<li>record date: 7 May 2026. All shareholders on the register at the close of trading on that day may attend and vote, or appoint a proxy in writing.</li>' +
        '</ul>' +
        '<h2>Proposals</h2>' +
        '<table>' +
        '<thead><tr><th>No.</th><th>Proposal</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>1</td><td>2025 work report of the Board of Directors</td></tr>' +
        '<tr><td>2</td><td>2025 annual report and its summary</td></tr>' +
        '<tr><td>3</td><td>2025 final financial accounts</td></tr>' +
        '<tr><td>4</td><td>2025 profit distribution proposal</td></tr>' +
        '<tr><td>5</td><td>Reappointment of the accounting firm for 2026</td></tr>' +
        '<tr><td>6</td><td>2026 remuneration plan for directors and senior management</td></tr>' +
        '<tr><td>7</td><td>Application for comprehensive bank credit facilities</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<p>The independent directors will present their 2025 duty reports at the meeting. Votes by small and medium investors on proposals 4 to 6 will be counted and disclosed separately.</p>' +
        '<h2>Registration</h2>' +
        '<p>Registration takes place on 11 May 2026 from 9:00 to 17:00, in person, by letter or by e-mail. Contact: Office of the Board Secretary, telephone +86 755 8888 0532. The meeting will last half a day; attendees bear their own travel and accommodation costs.</p>',
    },
    publishDate: '2026-04-21',
    tags: [],
    image: 'investor-2025-agm-notice',
  },
  {
    type: 'investor',
    title: {
      zh: '2026年第一季度报告',
      en: '2026 First Quarter Report',
    },
    summary: {
      zh: '2026年第一季度公司实现营业收入6.13亿元，同比增长16.30%；归属于上市公司股东的净利润3,860万元，同比增长21.38%。',
      en: 'In the first quarter of 2026 revenue was RMB 612.8 million, up 16.30% year on year, and net profit attributable to shareholders was RMB 38.6 million, up 21.38%.',
    },
    body: {
      zh:
        '<p>本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。</p>' +
        '<p>公司第一季度报告未经审计。以下为报告主要内容摘要，详细信息请查阅同日披露的第一季度报告全文。</p>' +
        '<h2>主要会计数据和财务指标</h2>' +
        '<table>' +
        '<thead><tr><th>项目</th><th>2026年第一季度</th><th>2025年第一季度</th><th>同比增减</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>营业收入（万元）</td><td>61,280</td><td>52,690</td><td>16.30%</td></tr>' +
        '<tr><td>归属于上市公司股东的净利润（万元）</td><td>3,860</td><td>3,180</td><td>21.38%</td></tr>' +
        '<tr><td>扣除非经常性损益后的净利润（万元）</td><td>3,390</td><td>2,740</td><td>23.72%</td></tr>' +
        '<tr><td>经营活动产生的现金流量净额（万元）</td><td>-8,640</td><td>-10,270</td><td>不适用</td></tr>' +
        '<tr><td>基本每股收益（元/股）</td><td>0.09</td><td>0.08</td><td>12.50%</td></tr>' +
        '<tr><td>研发投入占营业收入比例</td><td>8.50%</td><td>8.20%</td><td>增加0.30个百分点</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>经营情况说明</h2>' +
        '<p>报告期内，公司营业收入增长主要得益于上年末在手订单的陆续交付验收，其中新能源和医药冷链行业项目贡献较大。研发投入5,210万元，同比增长20.60%，主要用于新一代调度系统和数字孪生平台的开发。</p>' +
        '<p>经营活动产生的现金流量净额为负，主要受一季度集中支付供应商货款及上年度员工奖金等季节性因素影响，较上年同期有所改善。</p>' +
        '<p>截至2026年3月31日，公司在手订单约44.68亿元；总资产69.15亿元，归属于上市公司股东的所有者权益26.51亿元。</p>',
      en:
        '<p>The Company and all members of its Board of Directors guarantee that the information disclosed is true, accurate and complete, and contains no false records, misleading statements or material omissions.</p>' +
        '<p>The first quarter report is unaudited. The following is a summary; please refer to the full text of the report, published on the same day, for details.</p>' +
        '<h2>Key figures</h2>' +
        '<table>' +
        '<thead><tr><th>Item</th><th>Q1 2026</th><th>Q1 2025</th><th>Change</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>Revenue (RMB million)</td><td>612.8</td><td>526.9</td><td>+16.30%</td></tr>' +
        '<tr><td>Net profit attributable to shareholders (RMB million)</td><td>38.6</td><td>31.8</td><td>+21.38%</td></tr>' +
        '<tr><td>Net profit excluding non-recurring items (RMB million)</td><td>33.9</td><td>27.4</td><td>+23.72%</td></tr>' +
        '<tr><td>Net cash from operating activities (RMB million)</td><td>-86.4</td><td>-102.7</td><td>n/a</td></tr>' +
        '<tr><td>Basic earnings per share (RMB)</td><td>0.09</td><td>0.08</td><td>+12.50%</td></tr>' +
        '<tr><td>R&amp;D spending as a share of revenue</td><td>8.50%</td><td>8.20%</td><td>+0.30 pp</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>Comments on operations</h2>' +
        '<p>Revenue growth mainly reflects the delivery and acceptance of projects from the backlog at the end of last year, with new-energy and pharmaceutical cold-chain projects contributing most. R&amp;D spending was RMB 52.1 million, up 20.60%, directed mainly at the new fleet scheduler and digital-twin platform.</p>' +
        '<p>Operating cash flow was negative because of seasonal factors, chiefly supplier payments concentrated in the first quarter and the payment of annual employee bonuses, but improved on the same period last year.</p>' +
        '<p>At 31 March 2026 the order backlog was about RMB 4,468 million, total assets were RMB 6,915.2 million, and equity attributable to shareholders was RMB 2,651.4 million.</p>',
    },
    publishDate: '2026-04-28',
    tags: [],
    image: 'investor-2026-q1',
    hasAttachment: true,
  },
  {
    type: 'investor',
    title: {
      zh: '2025年年度股东会决议公告',
      en: 'Announcement on the Resolutions of the 2025 Annual General Meeting',
    },
    summary: {
      zh: '公司2025年年度股东会于2026年5月13日召开，会议审议的七项议案均获通过，本次会议未出现否决议案的情形。',
      en: 'The 2025 annual general meeting was held on 13 May 2026; all seven proposals were approved and none was rejected.',
    },
    body: {
      zh:
        '<p>本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。</p>' +
        '<h2>特别提示</h2>' +
        '<ul>' +
        '<li>本次股东会未出现否决议案的情形；</li>' +
        '<li>本次股东会不涉及变更以往股东会已通过的决议。</li>' +
        '</ul>' +
        '<h2>会议召开和出席情况</h2>' +
        '<p>本次股东会于2026年5月13日14:30在公司总部会议室召开，采用现场表决与网络投票相结合的方式，由公司董事会召集，董事长主持。出席本次会议的股东及股东代理人共41人，代表有表决权的股份186,420,315股，占公司有表决权股份总数的45.16%；其中中小投资者33人，代表股份12,384,602股，占公司有表决权股份总数的3.00%。公司部分董事、高级管理人员及见证律师出席或列席了会议。</p>' +
        '<h2>议案审议表决情况</h2>' +
        '<table>' +
        '<thead><tr><th>议案</th><th>同意比例</th><th>反对比例</th><th>弃权比例</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>1. 2025年度董事会工作报告</td><td>99.91%</td><td>0.07%</td><td>0.02%</td></tr>' +
        '<tr><td>2. 2025年年度报告及其摘要</td><td>99.91%</td><td>0.07%</td><td>0.02%</td></tr>' +
        '<tr><td>3. 2025年度财务决算报告</td><td>99.90%</td><td>0.08%</td><td>0.02%</td></tr>' +
        '<tr><td>4. 2025年度利润分配预案</td><td>99.86%</td><td>0.12%</td><td>0.02%</td></tr>' +
        '<tr><td>5. 续聘2026年度会计师事务所</td><td>99.88%</td><td>0.10%</td><td>0.02%</td></tr>' +
        '<tr><td>6. 2026年度董事及高级管理人员薪酬方案</td><td>99.52%</td><td>0.41%</td><td>0.07%</td></tr>' +
        '<tr><td>7. 向银行申请综合授信额度</td><td>99.89%</td><td>0.09%</td><td>0.02%</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<p>以上比例均为占出席会议有表决权股份总数的比例。上述议案均为普通决议事项，已获得出席会议股东所持有效表决权的过半数通过。</p>' +
        '<h2>律师出具的法律意见</h2>' +
        '<p>见证律师认为，本次股东会的召集和召开程序、出席会议人员资格、召集人资格、表决程序及表决结果均符合《公司法》《上市公司股东会规则》等法律法规及《公司章程》的规定，表决结果合法有效。</p>',
      en:
        '<p>The Company and all members of its Board of Directors guarantee that the information disclosed is true, accurate and complete, and contains no false records, misleading statements or material omissions.</p>' +
        '<h2>Important notes</h2>' +
        '<ul>' +
        '<li>No proposal was rejected at the meeting.</li>' +
        '<li>No resolution passed at a previous general meeting was changed.</li>' +
        '</ul>' +
        '<h2>Convening and attendance</h2>' +
        '<p>The meeting was held at 14:30 on 13 May 2026 in the meeting room at the company headquarters, with on-site and online voting. It was convened by the Board of Directors and chaired by the Chairman. A total of 41 shareholders and proxies attended, representing 186,420,315 voting shares, or 45.16% of all voting shares. Of these, 33 were small and medium investors holding 12,384,602 shares, or 3.00% of all voting shares. Certain directors, senior managers and the witnessing lawyers attended.</p>' +
        '<h2>Voting results</h2>' +
        '<table>' +
        '<thead><tr><th>Proposal</th><th>For</th><th>Against</th><th>Abstain</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>1. 2025 Board work report</td><td>99.91%</td><td>0.07%</td><td>0.02%</td></tr>' +
        '<tr><td>2. 2025 annual report and summary</td><td>99.91%</td><td>0.07%</td><td>0.02%</td></tr>' +
        '<tr><td>3. 2025 final financial accounts</td><td>99.90%</td><td>0.08%</td><td>0.02%</td></tr>' +
        '<tr><td>4. 2025 profit distribution proposal</td><td>99.86%</td><td>0.12%</td><td>0.02%</td></tr>' +
        '<tr><td>5. Reappointment of the 2026 accounting firm</td><td>99.88%</td><td>0.10%</td><td>0.02%</td></tr>' +
        '<tr><td>6. 2026 remuneration of directors and senior management</td><td>99.52%</td><td>0.41%</td><td>0.07%</td></tr>' +
        '<tr><td>7. Comprehensive bank credit facilities</td><td>99.89%</td><td>0.09%</td><td>0.02%</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<p>Percentages are of the voting shares present. All proposals were ordinary resolutions and were passed by more than half of the valid votes held by the shareholders present.</p>' +
        '<h2>Legal opinion</h2>' +
        '<p>The witnessing lawyers concluded that the convening and conduct of the meeting, the qualifications of the attendees and the convener, and the voting procedure and results complied with the Company Law, the rules for general meetings of listed companies and the Articles of Association, and that the voting results are lawful and valid.</p>',
    },
    publishDate: '2026-05-13',
    tags: [],
    image: 'investor-2025-agm-resolutions',
  },
  {
    type: 'investor',
    title: {
      zh: '2025年年度权益分派实施公告',
      en: 'Announcement on the Implementation of the 2025 Profit Distribution',
    },
    summary: {
      zh: '公司以总股本412,800,000股为基数，向全体股东每10股派发现金红利2.00元（含税），股权登记日为2026年6月18日，除息日为2026年6月19日。',
      en: 'The Company will pay a cash dividend of RMB 2.00 (tax included) per 10 shares on 412,800,000 shares; the record date is 18 June 2026 and the ex-dividend date 19 June 2026.',
    },
    body: {
      zh:
        '<p>本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。</p>' +
        '<h2>股东会审议通过利润分配方案情况</h2>' +
        '<p>公司2025年度利润分配方案已经2026年5月13日召开的2025年年度股东会审议通过。自方案披露至实施期间，公司股本总额未发生变化。本次实施的分配方案与股东会审议通过的方案一致，实施时间距股东会审议通过的时间未超过两个月。</p>' +
        '<h2>权益分派方案</h2>' +
        '<p>以公司现有总股本412,800,000股为基数，向全体股东每10股派发现金红利2.00元（含税），共计派发现金红利82,560,000元；不送红股，不以资本公积金转增股本。</p>' +
        '<p>扣税后，QFII、RQFII以及持有首发前限售股的个人和证券投资基金每10股派1.80元；持有无限售流通股的个人股息红利税实行差别化税率征收，先按每10股派2.00元发放，待个人转让股票时根据持股期限计算应纳税额。</p>' +
        '<h2>股权登记日与除权除息日</h2>' +
        '<table>' +
        '<thead><tr><th>事项</th><th>日期</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>股权登记日</td><td>2026年6月18日</td></tr>' +
        '<tr><td>除息日</td><td>2026年6月19日</td></tr>' +
        '<tr><td>现金红利到账日</td><td>2026年6月19日</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>分派对象与方法</h2>' +
        '<p>本次分派对象为截至2026年6月18日下午深圳证券交易所收市后，在中国证券登记结算有限责任公司深圳分公司登记在册的本公司全体股东。现金红利将于除息日通过股东托管证券公司或其他托管机构直接划入其资金账户。</p>' +
        '<p>咨询部门：公司董事会秘书办公室；咨询电话：0755-8888 0532。</p>',
      en:
        '<p>The Company and all members of its Board of Directors guarantee that the information disclosed is true, accurate and complete, and contains no false records, misleading statements or material omissions.</p>' +
        '<h2>Approval of the distribution plan</h2>' +
        '<p>The 2025 profit distribution plan was approved at the 2025 annual general meeting on 13 May 2026. The total share capital has not changed since the plan was disclosed. The plan being implemented is identical to the plan approved by shareholders, and it is being implemented within two months of that approval.</p>' +
        '<h2>The distribution</h2>' +
        '<p>Based on the existing total share capital of 412,800,000 shares, the Company will pay a cash dividend of RMB 2.00 (tax included) per 10 shares, RMB 82,560,000 in total. No bonus shares will be issued and no capital reserve will be converted into share capital.</p>' +
        '<p>After tax, QFII and RQFII investors, and individuals and securities investment funds holding restricted pre-IPO shares, receive RMB 1.80 per 10 shares. For individuals holding unrestricted tradable shares, dividend tax is differentiated by holding period: RMB 2.00 per 10 shares is paid first, and the tax due is calculated when the shares are sold.</p>' +
        '<h2>Key dates</h2>' +
        '<table>' +
        '<thead><tr><th>Event</th><th>Date</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>Record date</td><td>18 June 2026</td></tr>' +
        '<tr><td>Ex-dividend date</td><td>19 June 2026</td></tr>' +
        '<tr><td>Cash dividend payment date</td><td>19 June 2026</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>Eligible shareholders and payment</h2>' +
        '<p>The dividend will be paid to all shareholders registered with the Shenzhen branch of China Securities Depository and Clearing Corporation at the close of trading on the Shenzhen Stock Exchange on 18 June 2026. Cash will be credited on the ex-dividend date to the accounts of shareholders through their custodian securities firms or other custodians.</p>' +
        '<p>Enquiries: Office of the Board Secretary, telephone +86 755 8888 0532.</p>',
    },
    publishDate: '2026-06-12',
    tags: [],
    image: 'investor-2025-dividend',
  },
  {
    type: 'investor',
    title: {
      zh: '2026年半年度报告',
      en: '2026 Half-Year Report',
    },
    summary: {
      zh: '2026年上半年公司实现营业收入14.86亿元，同比增长15.80%；归属于上市公司股东的净利润12,170万元，同比增长18.85%。',
      en: 'In the first half of 2026 revenue was RMB 1,486.3 million, up 15.80% year on year, and net profit attributable to shareholders was RMB 121.7 million, up 18.85%.',
    },
    body: {
      zh:
        '<p>本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。</p>' +
        '<p>本摘要来自半年度报告全文。为全面了解公司的经营成果、财务状况及未来发展规划，投资者应当到中国证监会指定媒体仔细阅读半年度报告全文。公司半年度财务报告未经审计。公司计划不派发现金红利，不送红股，不以公积金转增股本。</p>' +
        '<h2>主要会计数据和财务指标</h2>' +
        '<table>' +
        '<thead><tr><th>项目</th><th>本报告期</th><th>上年同期</th><th>同比增减</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>营业收入（万元）</td><td>148,630</td><td>128,350</td><td>15.80%</td></tr>' +
        '<tr><td>归属于上市公司股东的净利润（万元）</td><td>12,170</td><td>10,240</td><td>18.85%</td></tr>' +
        '<tr><td>扣除非经常性损益后的净利润（万元）</td><td>10,820</td><td>8,980</td><td>20.49%</td></tr>' +
        '<tr><td>经营活动产生的现金流量净额（万元）</td><td>4,530</td><td>2,160</td><td>109.72%</td></tr>' +
        '<tr><td>基本每股收益（元/股）</td><td>0.29</td><td>0.25</td><td>16.00%</td></tr>' +
        '<tr><td>研发投入占营业收入比例</td><td>8.00%</td><td>7.80%</td><td>增加0.20个百分点</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>经营情况</h2>' +
        '<p>报告期内，公司新签订单约20.03亿元；截至2026年6月30日，在手订单约47.32亿元，较年初增长12.27%。分业务看，智能仓储物流系统实现收入8.72亿元，智能工厂物流系统实现收入3.99亿元，软件与运维服务实现收入2.15亿元。综合毛利率为28.9%，较上年同期提高0.4个百分点。</p>' +
        '<p>上半年研发投入11,890万元，同比增长18.78%，Fleet Scheduler 4.0和Digital Twin Studio 3.0相继发布。公司于报告期内完成2025年度权益分派，派发现金红利8,256万元。截至报告期末，公司总资产71.05亿元，归属于上市公司股东的所有者权益26.52亿元，员工总数2,648人。</p>',
      en:
        '<p>The Company and all members of its Board of Directors guarantee that the information disclosed is true, accurate and complete, and contains no false records, misleading statements or material omissions.</p>' +
        '<p>This summary is taken from the full text of the half-year report. For a complete understanding of the results, financial position and development plans of the Company, investors should read the full report carefully on the media designated by the CSRC. The half-year financial statements are unaudited. The Company plans no cash dividend, bonus shares or conversion of reserves into share capital for the half year.</p>' +
        '<h2>Key figures</h2>' +
        '<table>' +
        '<thead><tr><th>Item</th><th>H1 2026</th><th>H1 2025</th><th>Change</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>Revenue (RMB million)</td><td>1,486.3</td><td>1,283.5</td><td>+15.80%</td></tr>' +
        '<tr><td>Net profit attributable to shareholders (RMB million)</td><td>121.7</td><td>102.4</td><td>+18.85%</td></tr>' +
        '<tr><td>Net profit excluding non-recurring items (RMB million)</td><td>108.2</td><td>89.8</td><td>+20.49%</td></tr>' +
        '<tr><td>Net cash from operating activities (RMB million)</td><td>45.3</td><td>21.6</td><td>+109.72%</td></tr>' +
        '<tr><td>Basic earnings per share (RMB)</td><td>0.29</td><td>0.25</td><td>+16.00%</td></tr>' +
        '<tr><td>R&amp;D spending as a share of revenue</td><td>8.00%</td><td>7.80%</td><td>+0.20 pp</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>Operations</h2>' +
        '<p>New orders signed in the period totalled about RMB 2,003 million. The order backlog at 30 June 2026 was about RMB 4,732 million, 12.27% higher than at the start of the year. Intelligent warehousing systems contributed revenue of RMB 872.4 million, smart factory intralogistics RMB 398.7 million, and software and services RMB 215.2 million. Gross margin was 28.9%, 0.4 percentage points higher than a year earlier.</p>' +
        '<p>R&amp;D spending was RMB 118.9 million, up 18.78%, and Fleet Scheduler 4.0 and Digital Twin Studio 3.0 were released. The 2025 dividend of RMB 82.56 million was paid during the period. At the end of June total assets were RMB 7,104.6 million, equity attributable to shareholders was RMB 2,651.9 million, and the Company had 2,648 employees.</p>',
    },
    publishDate: '2026-08-26',
    tags: [],
    image: 'investor-2026-half-year',
    hasAttachment: true,
  },
  {
    type: 'investor',
    title: {
      zh: '关于签订日常经营重大合同的公告',
      en: 'Announcement on the Signing of a Major Contract in the Ordinary Course of Business',
    },
    summary: {
      zh: '公司与澜川新能源科技有限公司签订锂电池智能仓储物流系统合同，合同金额48,620万元（含税），约占公司2025年度经审计营业收入的15.26%。',
      en: 'The Company has signed a contract with Lanchuan New Energy Technology Co., Ltd. for a lithium battery warehousing and logistics system worth RMB 486.2 million (tax included), about 15.26% of audited 2025 revenue.',
    },
    body: {
      zh:
        '<p>本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。</p>' +
        '<h2>合同签署概况</h2>' +
        '<p>近日，公司与澜川新能源科技有限公司（以下简称“澜川新能源”）签订《二期动力电池基地智能仓储物流系统采购合同》。本合同为公司日常经营合同，无需提交董事会或股东会审议。</p>' +
        '<h2>合同主要内容</h2>' +
        '<table>' +
        '<thead><tr><th>项目</th><th>内容</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>合同金额</td><td>48,620万元（含税）</td></tr>' +
        '<tr><td>占2025年度经审计营业收入比例</td><td>15.26%</td></tr>' +
        '<tr><td>合同标的</td><td>电芯及模组立体仓库、AGV物流系统、WMS/WCS软件及安装调试</td></tr>' +
        '<tr><td>履行期限</td><td>合同生效后约14个月完成交付，终验收后进入质保期</td></tr>' +
        '<tr><td>结算方式</td><td>按预付款、到货款、验收款和质保金分期支付</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>交易对手方情况</h2>' +
        '<p>澜川新能源主要从事动力电池及储能电池的研发、生产和销售，具备良好的履约能力。公司与澜川新能源不存在关联关系。最近三个会计年度，公司与澜川新能源累计发生的交易金额为6,380万元。</p>' +
        '<h2>对公司的影响</h2>' +
        '<p>本合同的签订有利于巩固公司在新能源行业的市场地位。合同顺利履行预计将对公司未来经营业绩产生积极影响，收入将根据项目验收进度确认，预计主要体现在2027年度。合同的履行不影响公司业务的独立性。</p>' +
        '<h2>风险提示</h2>' +
        '<p>合同在履行过程中可能受到客户项目建设进度调整、原材料价格波动及不可抗力等因素影响，存在不能按期或完全履行的风险。敬请广大投资者注意投资风险。</p>',
      en:
        '<p>The Company and all members of its Board of Directors guarantee that the information disclosed is true, accurate and complete, and contains no false records, misleading statements or material omissions.</p>' +
        '<h2>Overview</h2>' +
        '<p>The Company has recently signed a purchase contract with Lanchuan New Energy Technology Co., Ltd. ("Lanchuan") for the intelligent warehousing and logistics system of the phase II power battery base of Lanchuan. The contract was entered into in the ordinary course of business and does not require approval by the Board or by shareholders.</p>' +
        '<h2>Main terms</h2>' +
        '<table>' +
        '<thead><tr><th>Item</th><th>Details</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>Contract value</td><td>RMB 486.2 million (tax included)</td></tr>' +
        '<tr><td>Share of audited 2025 revenue</td><td>15.26%</td></tr>' +
        '<tr><td>Scope</td><td>Cell and module high-bay warehouses, AGV logistics system, WMS/WCS software, installation and commissioning</td></tr>' +
        '<tr><td>Term</td><td>Delivery about 14 months after the contract takes effect, followed by a warranty period from final acceptance</td></tr>' +
        '<tr><td>Payment</td><td>In instalments: advance, on delivery, on acceptance and warranty retention</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>The counterparty</h2>' +
        '<p>Lanchuan develops, manufactures and sells power and energy storage batteries and is considered able to perform the contract. It is not a related party of the Company. Transactions between the Company and Lanchuan over the last three financial years totalled RMB 63.8 million.</p>' +
        '<h2>Impact on the Company</h2>' +
        '<p>The contract strengthens the position of the Company in the new-energy industry and, if performed as planned, is expected to have a positive effect on future results. Revenue will be recognised as the project passes acceptance, mainly in 2027. Performance of the contract does not affect the independence of the business.</p>' +
        '<h2>Risk warning</h2>' +
        '<p>Performance may be affected by changes to the construction schedule of the customer, raw material price movements or force majeure, and the contract may not be performed on time or in full. Investors are reminded to be aware of investment risks.</p>',
    },
    publishDate: '2026-09-08',
    tags: [],
    image: 'investor-major-contract',
  },
  {
    type: 'investor',
    title: {
      zh: '2026年第三季度报告',
      en: '2026 Third Quarter Report',
    },
    summary: {
      zh: '2026年前三季度公司实现营业收入22.99亿元，同比增长15.12%；归属于上市公司股东的净利润19,410万元，同比增长17.49%。',
      en: 'In the first nine months of 2026 revenue was RMB 2,298.9 million, up 15.12% year on year, and net profit attributable to shareholders was RMB 194.1 million, up 17.49%.',
    },
    body: {
      zh:
        '<p>本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。</p>' +
        '<p>公司第三季度报告未经审计。以下为报告主要内容摘要，详细信息请查阅同日披露的第三季度报告全文。</p>' +
        '<h2>主要会计数据和财务指标</h2>' +
        '<table>' +
        '<thead><tr><th>项目</th><th>本报告期</th><th>同比增减</th><th>年初至报告期末</th><th>同比增减</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>营业收入（万元）</td><td>81,260</td><td>13.91%</td><td>229,890</td><td>15.12%</td></tr>' +
        '<tr><td>归属于上市公司股东的净利润（万元）</td><td>7,240</td><td>15.29%</td><td>19,410</td><td>17.49%</td></tr>' +
        '<tr><td>扣除非经常性损益后的净利润（万元）</td><td>6,530</td><td>14.76%</td><td>17,350</td><td>18.27%</td></tr>' +
        '<tr><td>基本每股收益（元/股）</td><td>0.18</td><td>20.00%</td><td>0.47</td><td>17.50%</td></tr>' +
        '<tr><td>研发投入占营业收入比例</td><td>7.68%</td><td>不适用</td><td>7.89%</td><td>不适用</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>经营情况说明</h2>' +
        '<p>第三季度，公司收入和利润保持稳定增长，新能源、医药冷链和改造升级业务收入占比进一步提高。年初至报告期末，研发投入18,130万元；经营活动产生的现金流量净额12,870万元，同比增长33.51%，主要系项目验收回款增加。</p>' +
        '<p>报告期内，公司与澜川新能源科技有限公司签订金额48,620万元（含税）的智能仓储物流系统合同。截至2026年9月30日，公司在手订单约49.05亿元，较年初增长16.37%；总资产72.68亿元，归属于上市公司股东的所有者权益27.24亿元。</p>',
      en:
        '<p>The Company and all members of its Board of Directors guarantee that the information disclosed is true, accurate and complete, and contains no false records, misleading statements or material omissions.</p>' +
        '<p>The third quarter report is unaudited. The following is a summary; please refer to the full text of the report, published on the same day, for details.</p>' +
        '<h2>Key figures</h2>' +
        '<table>' +
        '<thead><tr><th>Item</th><th>Q3 2026</th><th>Change</th><th>Jan to Sep 2026</th><th>Change</th></tr></thead>' +
        '<tbody>' +
        '<tr><td>Revenue (RMB million)</td><td>812.6</td><td>+13.91%</td><td>2,298.9</td><td>+15.12%</td></tr>' +
        '<tr><td>Net profit attributable to shareholders (RMB million)</td><td>72.4</td><td>+15.29%</td><td>194.1</td><td>+17.49%</td></tr>' +
        '<tr><td>Net profit excluding non-recurring items (RMB million)</td><td>65.3</td><td>+14.76%</td><td>173.5</td><td>+18.27%</td></tr>' +
        '<tr><td>Basic earnings per share (RMB)</td><td>0.18</td><td>+20.00%</td><td>0.47</td><td>+17.50%</td></tr>' +
        '<tr><td>R&amp;D spending as a share of revenue</td><td>7.68%</td><td>n/a</td><td>7.89%</td><td>n/a</td></tr>' +
        '</tbody>' +
        '</table>' +
        '<h2>Comments on operations</h2>' +
        '<p>Revenue and profit continued to grow steadily in the third quarter, and new energy, pharmaceutical cold chain and retrofit work made up a larger share of revenue. R&amp;D spending for the first nine months was RMB 181.3 million. Net cash from operating activities was RMB 128.7 million, up 33.51%, mainly because more payments were received on project acceptance.</p>' +
        '<p>During the quarter the Company signed a RMB 486.2 million (tax included) contract with Lanchuan New Energy Technology Co., Ltd. for an intelligent warehousing and logistics system. At 30 September 2026 the order backlog was about RMB 4,905 million, 16.37% higher than at the start of the year. Total assets were RMB 7,268.3 million and equity attributable to shareholders was RMB 2,724.3 million.</p>',
    },
    publishDate: '2026-10-27',
    tags: [],
    image: 'investor-2026-q3',
    hasAttachment: true,
  },
]
