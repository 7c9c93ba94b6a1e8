import type { SeedDownload } from '../types'
import { layouts } from './document-layouts'
import {
  count,
  end,
  fact,
  first,
  metres,
  perMinute,
  quantity,
  second,
  spec,
  text,
  volts,
} from './sheet-prose'

/** The data sheets' text in each language: its figures are the dataset's (./sheet-prose.ts). */
const en = text('en')
const zh = text('zh')

/** The rows of the specification dataset the data sheets' text quotes (specifications/). */
const LOAD = 'spec_rated_load'
const HEIGHT = 'spec_lift_height'
const UNIT = 'spec_load_unit'
const STROKE = 'spec_lift_stroke'
const TRAVEL = 'spec_travel_speed'
const TRAVEL_LE = 'spec_travel_speed_le'
const ACCEL = 'spec_travel_accel'
const LIFTING = 'spec_lift_speed'
const FORK = 'spec_fork_speed'
const ACCURACY = 'spec_accuracy'
const TEMPERATURE = 'spec_temperature'
const CYCLES = 'spec_throughput_crane'
const MOVES = 'spec_throughput_agv'
const RUNTIME = 'spec_runtime'
const CHARGING = 'spec_charging'

export const downloads: SeedDownload[] = [
  {
    title: {
      zh: '星桥智能企业画册 2026',
      en: 'Starbridge Company Brochure 2026',
    },
    summary: {
      zh: '全面介绍星桥智能的发展历程、产品线、软件平台、行业解决方案与全球服务网络。',
      en: 'An overview of Starbridge: our history, equipment range, software platform, industry solutions and service network.',
    },
    fileName: 'starbridge-brochure-2026.pdf',
    document: {
      en: {
        heading: 'Starbridge Company Brochure 2026',
        sections: [
          {
            title: 'Who we are',
            paragraphs: [
              'Starbridge Logistics Automation Co., Ltd. was founded in Shenzhen in 2003 and has been listed on the ChiNext board since 2016 (stock code 300532). About 2,600 people work for the company, designing, building and servicing automated warehouses and factory logistics systems.',
              'Since our first stacker crane left the workshop we have delivered more than 1,200 systems in over 30 industries, from tobacco and lithium battery plants to pharmaceutical distribution centres and frozen food warehouses. Our engineers hold more than 480 patents and software copyrights.',
            ],
          },
          {
            title: 'What we build',
            paragraphs: [
              'Our equipment range covers single- and double-mast stacker cranes for pallets and small loads, four-way shuttles and lifts for high-density storage, jacking, forklift and roller-top AGVs and AMRs, conveyors and sorters, and robotic palletizing cells.',
              'All hardware is designed in our R&D centres in Shenzhen and Wuhan and built in our own plants, so a single team is accountable for mechanics, controls and software from the concept study to the last acceptance test.',
            ],
          },
          {
            title: 'One software platform',
            paragraphs: [
              'StarOS WMS Cloud manages inventory and orders, StarWCS Control drives the equipment, Fleet Scheduler coordinates mobile robots, Digital Twin Studio mirrors the live plant in 3D and Insight BI turns operating data into daily decisions. Standard connectors link the platform to ERP and MES systems.',
            ],
          },
          {
            title: 'Service close to you',
            paragraphs: [
              'Service hubs in 12 Chinese cities and 6 countries keep engineers and spare parts within reach of our customers. The 24/7 hotline 400-888-0532 (+86 755 8888 0532 from abroad) is answered by engineers who can connect to your system remotely.',
              'Preventive maintenance contracts, spare parts kits, operator training and system upgrades keep installations productive for 15 years and more.',
            ],
          },
        ],
      },
      zh: {
        heading: '星桥智能企业画册 2026',
        sections: [
          {
            title: '关于我们',
            paragraphs: [
              '星桥智能物流科技股份有限公司2003年创立于深圳，2016年在深圳证券交易所创业板上市（股票代码：300532）。公司现有员工约2600人，专注于自动化立体仓库与工厂物流系统的规划设计、制造和运维服务。',
              '自第一台堆垛机驶出车间以来，我们已在30多个行业交付1200余套系统，应用场景从烟草、锂电池工厂延伸至医药流通中心和冷冻食品仓库。公司工程师团队累计获得专利及软件著作权480余项。',
            ],
          },
          {
            title: '产品与装备',
            paragraphs: [
              '设备产品线涵盖：适用于托盘和小件货物的单立柱、双立柱堆垛机，用于密集存储的四向穿梭车及提升机，潜伏顶升式、叉车式和辊筒式AGV/AMR，输送与分拣系统，以及机器人码垛工作站。',
              '全部硬件均由深圳、武汉两大研发中心自主设计，并在自有工厂生产制造。从方案论证到最终验收测试，机械、电控与软件始终由同一团队全程负责。',
            ],
          },
          {
            title: '一体化软件平台',
            paragraphs: [
              'StarOS WMS Cloud负责库存与订单管理，StarWCS Control驱动现场设备，Fleet Scheduler协调移动机器人，Digital Twin Studio以3D方式实时映射现场运行状态，Insight BI则将运营数据转化为日常决策依据。平台通过标准接口与ERP、MES系统对接。',
            ],
          },
          {
            title: '就近服务',
            paragraphs: [
              '我们在国内12个城市和海外6个国家设有服务中心，工程师和备品备件就近待命。7×24小时服务热线400-888-0532（境外请拨+86 755 8888 0532）由工程师直接接听，必要时可远程接入客户系统进行诊断。',
              '预防性维护合同、备件包、操作人员培训和系统升级服务，保障系统15年以上持续高效运行。',
            ],
          },
        ],
      },
    },
    layout: layouts.brochure,
    publishDate: '2026-01-15',
  },
  {
    title: {
      zh: '堆垛机产品技术参数手册',
      en: 'Stacker Crane Product Data Sheet',
    },
    summary: {
      zh: '单立柱、双立柱托盘堆垛机及料箱堆垛机的额定载荷、起升高度、运行速度、定位精度与安全配置。',
      en: 'Rated load, lift height, speeds, positioning accuracy and safety features of our single-mast, double-mast and miniload stacker cranes.',
    },
    fileName: 'starbridge-stacker-crane-datasheet.pdf',
    document: {
      en: {
        heading: 'Starbridge SC Series Stacker Cranes – Product Data Sheet',
        sections: [
          {
            title: 'Model overview',
            paragraphs: [
              en`SC-P single-mast pallet crane: rated load ${spec('SC-P', LOAD)} kg, lift height up to ${spec('SC-P', HEIGHT)} m, for standard pallets of ${spec('SC-P', UNIT)} mm. SC-D double-mast pallet crane: rated load up to ${spec('SC-D', LOAD)} kg, lift height up to ${spec('SC-D', HEIGHT)} m, for heavy loads and very tall high-bay warehouses. SC-M miniload crane: rated load ${spec('SC-M1', LOAD)} kg per load handling device, one or two devices per crane, lift height up to ${spec('SC-M1', HEIGHT)} m, for totes and cartons.`,
              'All models run on a floor rail with a top guide rail and are available for single-deep, double-deep and telescopic-fork or belt-type load handling.',
            ],
          },
          {
            title: 'Performance data',
            paragraphs: [
              en`SC-P: travel speed ${perMinute('SC-P', TRAVEL)} m/min, travel acceleration ${spec('SC-P', ACCEL)} m/s², lifting speed ${perMinute('SC-P', LIFTING)} m/min, fork speed ${perMinute('SC-P', FORK, 'first')} m/min loaded and ${perMinute('SC-P', FORK, 'second')} m/min empty. SC-D: travel speed ${perMinute('SC-D', TRAVEL)} m/min, lifting speed ${perMinute('SC-D', LIFTING)} m/min. SC-M: travel speed ${perMinute('SC-M1', TRAVEL)} m/min, travel acceleration ${spec('SC-M1', ACCEL)} m/s², lifting speed ${perMinute('SC-M1', LIFTING)} m/min.`,
              en`Typical throughput in a ${quantity('SC-P', CYCLES, 'length')} m aisle is ${count('SC-P', CYCLES)} dual cycles per hour for SC-P and up to ${count('SC-M2', CYCLES)} single cycles per hour for a dual-device SC-M. Actual values depend on rack layout and order profile and are confirmed by simulation for every project.`,
            ],
          },
          {
            title: 'Positioning and control',
            paragraphs: [
              en`Travel position is measured by a laser distance meter, lifting position by an absolute barcode tape. Positioning accuracy is ${spec('SC-P', ACCURACY)} mm for pallet cranes and ${spec('SC-M1', ACCURACY)} mm for miniload cranes, with a fine-positioning photoelectric check at every rack location.`,
              en`Each crane has an on-board PLC with PROFINET communication to StarWCS Control. Drives share a common DC bus and feed braking energy back to the grid, reducing energy consumption by up to ${fact('craneEnergySavingPercent')} percent compared with resistor braking.`,
            ],
          },
          {
            title: 'Safety and environment',
            paragraphs: [
              'Safety functions are rated PL d according to ISO 13849-1 and include safe speed monitoring at aisle ends, overspeed and slack-rope detection, end buffers, a safety-rated access door interlock and a maintenance platform with fall protection.',
              en`Standard operating range is ${end('SC-P', TEMPERATURE, 'from')} to ${end('SC-P', TEMPERATURE, 'to')} °C. The cold-store version is rated down to ${end('SC-D', TEMPERATURE, 'from')} °C with heated control cabinets, low-temperature lubricants and cables. Power supply is 400 V, 3 phase, 50 Hz via a conductor rail.`,
            ],
          },
        ],
      },
      zh: {
        heading: '星桥智能SC系列堆垛机产品技术参数手册',
        sections: [
          {
            title: '机型概览',
            paragraphs: [
              zh`SC-P单立柱托盘堆垛机：额定载荷${spec('SC-P', LOAD)} kg，起升高度最高${spec('SC-P', HEIGHT)} m，适用于${spec('SC-P', UNIT)} mm标准托盘。SC-D双立柱托盘堆垛机：额定载荷最高${spec('SC-D', LOAD)} kg，起升高度最高${spec('SC-D', HEIGHT)} m，适用于重载货物及超高高架库。SC-M料箱堆垛机：每个取货装置额定载荷${spec('SC-M1', LOAD)} kg，单机可配置一个或两个取货装置，起升高度最高${spec('SC-M1', HEIGHT)} m，适用于周转箱和纸箱存取。`,
              '全系列机型均采用地轨行走、天轨导向，可选单深位或双深位存取，取货方式可选伸缩货叉或皮带式。',
            ],
          },
          {
            title: '性能参数',
            paragraphs: [
              zh`SC-P：水平运行速度${perMinute('SC-P', TRAVEL)} m/min，水平加速度${spec('SC-P', ACCEL)} m/s²，起升速度${perMinute('SC-P', LIFTING)} m/min，货叉伸缩速度满载${perMinute('SC-P', FORK, 'first')} m/min、空载${perMinute('SC-P', FORK, 'second')} m/min。SC-D：水平运行速度${perMinute('SC-D', TRAVEL)} m/min，起升速度${perMinute('SC-D', LIFTING)} m/min。SC-M：水平运行速度${perMinute('SC-M1', TRAVEL)} m/min，水平加速度${spec('SC-M1', ACCEL)} m/s²，起升速度${perMinute('SC-M1', LIFTING)} m/min。`,
              zh`以${quantity('SC-P', CYCLES, 'length')} m长巷道为例，SC-P的典型作业能力为每小时${count('SC-P', CYCLES)}个复合循环；配置双取货装置的SC-M每小时最多可完成${count('SC-M2', CYCLES)}个单一循环。实际能力取决于货架布局和订单结构，每个项目均通过仿真确认。`,
            ],
          },
          {
            title: '定位与控制',
            paragraphs: [
              zh`水平定位采用激光测距仪，起升定位采用绝对值条码带。托盘堆垛机定位精度为${spec('SC-P', ACCURACY)} mm，料箱堆垛机为${spec('SC-M1', ACCURACY)} mm，并在每个货位通过光电检测进行精确定位校验。`,
              zh`每台堆垛机配备车载PLC，通过PROFINET与StarWCS Control通信。各驱动器共用直流母线，制动能量回馈电网，与电阻制动相比能耗最多可降低${fact('craneEnergySavingPercent')}%。`,
            ],
          },
          {
            title: '安全与使用环境',
            paragraphs: [
              '安全功能按ISO 13849-1达到PL d等级，包括巷道端部安全速度监控、超速及松绳检测、端部缓冲器、安全级检修门联锁，以及带防坠落保护的维修平台。',
              zh`标准工作环境温度为${end('SC-P', TEMPERATURE, 'from')} ℃至${end('SC-P', TEMPERATURE, 'to')} ℃。冷库版本可在低至${end('SC-D', TEMPERATURE, 'from')} ℃的环境中运行，配备加热型电控柜、低温润滑剂和耐低温电缆。设备采用滑触线供电，电源规格为400 V、三相、50 Hz。`,
            ],
          },
        ],
      },
    },
    layout: layouts.stacker,
    publishDate: '2025-09-10',
  },
  {
    title: {
      zh: 'AGV/AMR 智能搬运机器人技术参数手册',
      en: 'AGV / AMR Product Data Sheet',
    },
    summary: {
      zh: '潜伏顶升式、叉车式及辊筒式移动机器人的载荷、速度、导航方式、定位精度、电池续航与安全认证信息。',
      en: 'Load, speed, navigation, positioning accuracy, battery runtime and safety data for our jacking, forklift and roller-top mobile robots.',
    },
    fileName: 'starbridge-agv-amr-datasheet.pdf',
    document: {
      en: {
        heading: 'Starbridge Mobile Robots – AGV / AMR Product Data Sheet',
        sections: [
          {
            title: 'Jacking AMR: SB-L600 and SB-L1500',
            paragraphs: [
              en`The jacking robots drive under a rack or cart, lift it by ${spec('SB-L600', STROKE)} mm and carry it to a workstation. Rated load is ${spec('SB-L600', LOAD)} kg for SB-L600 and ${spec('SB-L1500', LOAD)} kg for SB-L1500. Maximum speed is ${spec('SB-L600', TRAVEL)} m/s and ${spec('SB-L1500', TRAVEL)} m/s respectively, with in-place rotation for narrow aisles.`,
              en`Navigation is either floor QR codes with inertial dead reckoning (positioning accuracy ${first('SB-L600', ACCURACY)} mm, ±1°) or laser SLAM on natural features (${second('SB-L600', ACCURACY)} mm), so the same vehicle fits new buildings and existing plants without floor work.`,
            ],
          },
          {
            title: 'Forklift AGV: SB-F16',
            paragraphs: [
              en`SB-F16 is a counterbalanced pallet forklift AGV with a rated load of ${spec('SB-F16', LOAD)} kg and lift height of ${metres('SB-F16', HEIGHT)} m, or ${metres('SB-F16T', HEIGHT)} m with the triplex mast option. Travel speed is ${first('SB-F16', TRAVEL_LE)} m/s loaded and ${second('SB-F16', TRAVEL_LE)} m/s empty. Laser reflector navigation and pallet pocket detection give a fork positioning accuracy of ${spec('SB-F16', ACCURACY)} mm at the pick point.`,
              en`Typical applications are linking production lines to stretch wrappers, loading conveyors and floor storage areas, with ${end('SB-F16', MOVES, 'from')} to ${end('SB-F16', MOVES, 'to')} pallet moves per vehicle and hour over a 60 m distance.`,
            ],
          },
          {
            title: 'Roller-top AMR: SB-R300',
            paragraphs: [
              en`SB-R300 carries totes, cartons and small pallets of up to ${spec('SB-R300', LOAD)} kg on a powered roller deck and docks to conveyors with a transfer accuracy of ${spec('SB-R300', ACCURACY)} mm. It is used for line-side feeding and for linking stacker crane output stations to packing areas.`,
            ],
          },
          {
            title: 'Energy, safety and fleet control',
            paragraphs: [
              en`All vehicles use ${volts('SB-L600')} V LiFePO4 batteries with automatic opportunity charging. Runtime is up to ${spec('SB-L600', RUNTIME)} hours and a ${quantity('SB-L600', CHARGING, 'time')} hour charge restores ${quantity('SB-L600', CHARGING, 'share')} percent capacity. Battery health is reported to Fleet Scheduler, which handles up to ${fact('fleetVehiclesPerSite')} vehicles per site and assigns charging slots without affecting throughput.`,
              'Safety-rated laser scanners provide a 360° protective field that adapts to speed and load. The vehicles have emergency stop buttons, bumpers and audible and visual warnings, and are designed in accordance with ISO 3691-4 with safety functions rated PL d.',
            ],
          },
        ],
      },
      zh: {
        heading: '星桥智能移动机器人AGV/AMR产品技术参数手册',
        sections: [
          {
            title: '潜伏顶升式AMR：SB-L600与SB-L1500',
            paragraphs: [
              zh`潜伏顶升式机器人潜入货架或料车底部，将其顶升${spec('SB-L600', STROKE)} mm后搬运至工作站。SB-L600额定载荷${spec('SB-L600', LOAD)} kg，SB-L1500额定载荷${spec('SB-L1500', LOAD)} kg，最高运行速度分别为${spec('SB-L600', TRAVEL)} m/s和${spec('SB-L1500', TRAVEL)} m/s，支持原地旋转，适合窄通道作业。`,
              zh`导航方式可选地面二维码结合惯性导航（定位精度${first('SB-L600', ACCURACY)} mm、±1°），或基于自然特征的激光SLAM导航（定位精度${second('SB-L600', ACCURACY)} mm）。同一车型既适用于新建厂房，也能在既有工厂中部署，无需改造地面。`,
            ],
          },
          {
            title: '叉车式AGV：SB-F16',
            paragraphs: [
              zh`SB-F16为平衡重式托盘叉车AGV，额定载荷${spec('SB-F16', LOAD)} kg，起升高度${metres('SB-F16', HEIGHT)} m，选配三级门架时可达${metres('SB-F16T', HEIGHT)} m。运行速度满载${first('SB-F16', TRAVEL_LE)} m/s、空载${second('SB-F16', TRAVEL_LE)} m/s。采用激光反射板导航并配合托盘叉孔识别，取货点货叉定位精度达${spec('SB-F16', ACCURACY)} mm。`,
              zh`典型应用是连接生产线与缠绕机、输送线上料口及平面堆存区；在60 m运距下，单车每小时可完成${end('SB-F16', MOVES, 'from')}至${end('SB-F16', MOVES, 'to')}次托盘搬运。`,
            ],
          },
          {
            title: '辊筒式AMR：SB-R300',
            paragraphs: [
              zh`SB-R300通过动力辊筒台面搬运周转箱、纸箱及${spec('SB-R300', LOAD)} kg以内的小型托盘，与输送线对接的移载精度为${spec('SB-R300', ACCURACY)} mm。主要用于产线边物料配送，以及连接堆垛机出库站台与包装区。`,
            ],
          },
          {
            title: '能源、安全与车队调度',
            paragraphs: [
              zh`全系列车型采用${volts('SB-L600')} V磷酸铁锂（LiFePO4）电池，支持自动机会充电。续航时间最长${spec('SB-L600', RUNTIME)}小时，充电${quantity('SB-L600', CHARGING, 'time')}小时即可恢复${quantity('SB-L600', CHARGING, 'share')}%电量。电池健康状态实时上报Fleet Scheduler；该系统单个站点可调度多达${fact('fleetVehiclesPerSite')}台车辆，并在不影响作业能力的前提下统一分配充电时段。`,
              '安全级激光扫描仪提供360°防护区域，并随车速和载荷动态调整。车辆配备急停按钮、防撞触边及声光报警，按照ISO 3691-4标准设计，安全功能达到PL d等级。',
            ],
          },
        ],
      },
    },
    layout: layouts.agv,
    publishDate: '2025-11-20',
  },
  {
    title: {
      zh: '四向穿梭车系统技术参数手册',
      en: 'Four-Way Shuttle System Data Sheet',
    },
    summary: {
      zh: '托盘四向穿梭车与提升机组成的密集存储系统：主要参数、系统吞吐能力、冷库适用性与安全设计。',
      en: 'High-density pallet storage with four-way shuttles and lifts: key parameters, system throughput, cold-store capability and safety design.',
    },
    fileName: 'starbridge-four-way-shuttle-datasheet.pdf',
    document: {
      en: {
        heading: 'Starbridge FS Series Four-Way Shuttle System – Data Sheet',
        sections: [
          {
            title: 'System concept',
            paragraphs: [
              'A four-way shuttle system stores pallets in dense rack blocks. Shuttles run along travel aisles and cross aisles on every level and change levels by vertical lifts. Because shuttles can reach any position in the block, the number of vehicles can be matched to throughput and added later as volumes grow.',
              'Compared with a conventional stacker crane warehouse of the same footprint, storage density typically increases by 20 to 40 percent, which makes the system especially attractive for buildings with low ceilings or irregular shapes.',
            ],
          },
          {
            title: 'Shuttle FS-1500',
            paragraphs: [
              'Rated load 1,500 kg, travel speed 1.5 m/s empty and 1.2 m/s loaded, acceleration 0.5 m/s². The shuttle changes direction by lowering a second set of wheels in 3 s and lifts the pallet by 30 mm for transport. Positioning accuracy is ±2 mm using barcode positioning along the rails and laser alignment at each location.',
              'Power comes from a LiFePO4 battery with automatic charging points at the rack ends. A supercapacitor version for high-duty cycles is available.',
            ],
          },
          {
            title: 'Lifts and throughput',
            paragraphs: [
              'The FL-1500 vertical lift has a rated load of 1,500 kg, a speed of 1.0 m/s and serves heights up to 30 m. A typical module with 2 lifts and 8 shuttles handles 200 pallets per hour combined inbound and outbound. StarWCS Control schedules shuttle routes, avoids traffic conflicts and balances work between levels.',
            ],
          },
          {
            title: 'Safety and cold storage',
            paragraphs: [
              'Maintenance access zones are fenced and interlocked so that shuttles are safely stopped before staff enter the rack. Each shuttle has obstacle detection, mechanical end stops and a safe stop rated PL d. The cold-store version operates down to -30 °C with heated electronics and low-temperature batteries and is suitable for frozen food and vaccine storage.',
            ],
          },
        ],
      },
      zh: {
        heading: '星桥智能FS系列四向穿梭车系统技术参数手册',
        sections: [
          {
            title: '系统原理',
            paragraphs: [
              '四向穿梭车系统将托盘密集存放在货架区块中。穿梭车在每一层的主巷道和子巷道上纵横行驶，并通过提升机换层。由于穿梭车可到达区块内任意货位，车辆数量可按吞吐需求配置，并可随业务量增长逐步追加。',
              '与占地面积相同的传统堆垛机立体库相比，存储密度通常可提高20%至40%，因此特别适合层高较低或形状不规则的建筑。',
            ],
          },
          {
            title: '穿梭车FS-1500',
            paragraphs: [
              '额定载荷1500 kg，运行速度空载1.5 m/s、满载1.2 m/s，加速度0.5 m/s²。穿梭车通过降下第二组车轮在3 s内完成换向，运输时将托盘顶升30 mm。沿轨道采用条码定位，并在每个货位进行激光对位，定位精度±2 mm。',
              '采用磷酸铁锂电池供电，货架端部设有自动充电点。针对高频作业工况，另可选配超级电容版本。',
            ],
          },
          {
            title: '提升机与系统能力',
            paragraphs: [
              'FL-1500提升机额定载荷1500 kg，运行速度1.0 m/s，服务高度最高30 m。由2台提升机和8台穿梭车组成的典型模块，出入库合计能力为每小时200托。StarWCS Control负责规划穿梭车路径、规避交通冲突，并在各层之间均衡分配任务。',
            ],
          },
          {
            title: '安全与冷库应用',
            paragraphs: [
              '检修区域设置围栏和安全联锁，确保人员进入货架前穿梭车已安全停止。每台穿梭车均配备障碍物检测、机械限位挡块以及PL d等级的安全停车功能。冷库版本可在低至-30 ℃的环境中运行，电子部件带加热保护并采用低温电池，适用于冷冻食品和疫苗存储。',
            ],
          },
        ],
      },
    },
    layout: layouts.shuttle,
    publishDate: '2026-03-05',
  },
  {
    title: {
      zh: '白皮书：自动化冷链仓库规划指南',
      en: 'White Paper: Planning an Automated Cold-Chain Warehouse',
    },
    summary: {
      zh: '从温区划分、设备选型到能耗控制，总结自动化冷链仓库规划中的关键决策与常见误区。',
      en: 'Key decisions and common pitfalls when planning an automated cold-chain warehouse, from temperature zoning and equipment choice to energy use.',
    },
    fileName: 'starbridge-whitepaper-cold-chain-warehouse.pdf',
    document: {
      en: {
        heading: 'Planning an Automated Cold-Chain Warehouse',
        sections: [
          {
            title: 'Why automate cold storage',
            paragraphs: [
              'Working at -25 °C is hard on people: shifts must be short, protective clothing slows every movement and staff turnover is high. Automation removes most of the manual handling from the freezer and keeps people in tempered areas at +5 to +12 °C.',
              'Automation also saves energy. A high-bay warehouse with stacker cranes or four-way shuttles holds the same number of pallets in a much smaller volume of cold air than a manual building with forklift aisles, and automated doors stay open for seconds rather than minutes.',
            ],
          },
          {
            title: 'Temperature zoning',
            paragraphs: [
              'Most projects need at least three zones: frozen storage at -18 to -28 °C, chilled storage at 0 to +4 °C and a tempered dock and picking area. Air locks or rapid-roll doors between zones limit moisture entry, which otherwise turns into ice on rails, sensors and evaporators.',
              'We recommend defining the zones together with the order profile. If 80 percent of order lines are full pallets, picking can stay outside the freezer; if many orders are case picks, a chilled picking area fed by the frozen store is usually the better choice.',
            ],
          },
          {
            title: 'Equipment for low temperatures',
            paragraphs: [
              'Equipment must be specified for the cold from the start: heated control cabinets, low-temperature lubricants, cables that stay flexible at -30 °C and batteries designed for cold operation. Mobile robots that leave the freezer need a dwell time before returning, otherwise condensation forms on optics and electronics.',
              'Rack-clad buildings, in which the rack structure carries the walls and roof, reduce construction time and cost for heights above 20 m and give the best ratio of storage volume to cooled volume.',
            ],
          },
          {
            title: 'Planning checklist',
            paragraphs: [
              'Size the system for peak days, not averages, and keep 15 to 20 percent spare throughput. Plan redundancy for critical paths such as the main lift or inbound conveyor. Agree on clear rules for temperature logging and traceability, which are required for pharmaceutical goods under GSP. Finally, simulate the design with real order data before the building is frozen, not after.',
            ],
          },
        ],
      },
      zh: {
        heading: '自动化冷链仓库规划指南',
        sections: [
          {
            title: '为什么要实现冷库自动化',
            paragraphs: [
              '在-25 ℃的环境中作业对人员是严峻考验：每班工作时间必须缩短，厚重的防护服拖慢每一个动作，人员流失率居高不下。自动化可将冷冻区内的绝大部分人工搬运交由设备完成，人员只需在+5 ℃至+12 ℃的控温区工作。',
              '自动化还能节约能源。存放同样数量的托盘，采用堆垛机或四向穿梭车的高架库所需冷却的空气体积远小于设有叉车通道的人工仓库；自动门的开启时间也从数分钟缩短到数秒。',
            ],
          },
          {
            title: '温区划分',
            paragraphs: [
              '大多数项目至少需要划分三个温区：-18 ℃至-28 ℃的冷冻存储区、0 ℃至+4 ℃的冷藏存储区，以及控温的月台和拣选区。温区之间设置缓冲间或快速卷帘门，以减少湿气侵入，否则湿气会在轨道、传感器和蒸发器上结冰。',
              '我们建议结合订单结构确定温区方案。如果80%的订单行为整托出库，拣选作业可以放在冷冻区之外；如果整箱拣选的订单较多，通常更好的做法是设置由冷冻库补货的冷藏拣选区。',
            ],
          },
          {
            title: '低温设备选型',
            paragraphs: [
              '设备必须从一开始就按低温工况选型：加热型电控柜、低温润滑剂、在-30 ℃下仍保持柔韧的电缆，以及专为低温运行设计的电池。驶出冷冻区的移动机器人在返回前需要预留停留时间，否则光学元件和电子部件上会产生凝露。',
              '库架合一建筑由货架结构直接承载墙体和屋顶，在20 m以上的高度可缩短建设周期、降低造价，并获得最佳的存储容积与制冷容积之比。',
            ],
          },
          {
            title: '规划要点清单',
            paragraphs: [
              '系统能力应按峰值日而非日均值设计，并预留15%至20%的吞吐余量。对主提升机、入库输送线等关键路径进行冗余规划。明确温度记录与追溯规则，医药产品还须满足GSP的相关要求。最后，务必在建筑方案冻结之前，而不是之后，用真实订单数据对设计进行仿真验证。',
            ],
          },
        ],
      },
    },
    layout: layouts.coldChain,
    publishDate: '2025-06-18',
  },
  {
    title: {
      zh: '白皮书：从 WMS 到数字孪生的实践路线图',
      en: 'White Paper: From WMS to Digital Twin - A Practical Roadmap',
    },
    summary: {
      zh: '分四个阶段说明企业如何在现有 WMS 基础上逐步建设数字孪生，实现仿真验证、实时监控与持续优化。',
      en: 'A four-stage roadmap showing how operators can build on an existing WMS to reach a digital twin for simulation, live monitoring and continuous improvement.',
    },
    fileName: 'starbridge-whitepaper-wms-to-digital-twin.pdf',
    document: {
      en: {
        heading: 'From WMS to Digital Twin: A Practical Roadmap',
        sections: [
          {
            title: 'Stage 1: Reliable master and transaction data',
            paragraphs: [
              'A digital twin can only be as good as the data behind it. The first step is a WMS with clean master data: item dimensions and weights, storage locations, stock levels and complete transaction history. In our projects we often find that 5 to 10 percent of item dimensions are missing or wrong, which distorts any later simulation.',
            ],
          },
          {
            title: 'Stage 2: Equipment telemetry',
            paragraphs: [
              'In the second stage the WCS publishes equipment states, task times, alarms and energy readings in a consistent format. A standard data model for cranes, shuttles, conveyors and robots makes it possible to compare performance across aisles and sites.',
              'Keep raw events for at least 12 months. Seasonal peaks and rare failures are exactly what later analyses and models need to learn from.',
            ],
          },
          {
            title: 'Stage 3: Simulation and virtual commissioning',
            paragraphs: [
              'With data and equipment models in place, the same 3D model used in planning can be connected to the real control software. Virtual commissioning tests PLC and WCS logic against the simulated plant before hardware arrives on site, which in our experience shortens on-site commissioning by 20 to 30 percent.',
              'Simulation also answers planning questions: how many shuttles are needed for next year, what happens if a lift fails during the peak, and which slotting rules reduce travel distance.',
            ],
          },
          {
            title: 'Stage 4: Live twin and continuous optimisation',
            paragraphs: [
              'The live twin mirrors the running plant with a delay of a few seconds. Operators see every load and vehicle in context, maintenance teams see wear trends and alarms on the equipment where they occur, and managers see throughput and energy per order.',
              'The final step is closing the loop: rules for slotting, wave planning and charging are tested in the twin, released to the WMS and WCS, and measured again. Each stage delivers value on its own, so the roadmap can be followed at the pace the business needs.',
            ],
          },
        ],
      },
      zh: {
        heading: '从WMS到数字孪生：实践路线图',
        sections: [
          {
            title: '第一阶段：可靠的主数据与交易数据',
            paragraphs: [
              '数字孪生的质量取决于其背后的数据。第一步是建立主数据准确的WMS：物料尺寸与重量、库位、库存水平以及完整的交易记录。在我们实施的项目中，经常发现5%至10%的物料尺寸数据缺失或有误，这会让后续的任何仿真结果失真。',
            ],
          },
          {
            title: '第二阶段：设备运行数据采集',
            paragraphs: [
              '第二阶段由WCS以统一格式发布设备状态、任务时间、报警和能耗数据。为堆垛机、穿梭车、输送机和机器人建立标准数据模型后，便可在不同巷道乃至不同基地之间对比设备性能。',
              '原始事件数据应至少保留12个月。季节性高峰和偶发故障，恰恰是后续分析和模型最需要学习的内容。',
            ],
          },
          {
            title: '第三阶段：仿真与虚拟调试',
            paragraphs: [
              '数据和设备模型就绪后，规划阶段使用的同一套3D模型即可与真实的控制软件相连。虚拟调试可在硬件到场之前，基于仿真模型测试PLC和WCS逻辑；根据我们的经验，现场调试时间可因此缩短20%至30%。',
              '仿真还能回答规划层面的问题：明年需要多少台穿梭车？如果高峰期某台提升机发生故障会怎样？哪些储位分配规则能够缩短行走距离？',
            ],
          },
          {
            title: '第四阶段：实时孪生与持续优化',
            paragraphs: [
              '实时孪生以数秒的延迟同步映射运行中的现场。操作人员可以在全局场景中看到每一件货物和每一台车辆，维护团队可以直接在出现问题的设备上查看磨损趋势和报警，管理人员则能看到每个订单对应的作业量和能耗。',
              '最后一步是形成闭环：储位分配、波次计划和充电策略等规则先在孪生系统中验证，再下发到WMS和WCS，随后重新评估效果。每个阶段本身都能创造价值，企业可以按照自身业务节奏推进这一路线图。',
            ],
          },
        ],
      },
    },
    layout: layouts.digitalTwin,
    publishDate: '2026-05-08',
  },
]
