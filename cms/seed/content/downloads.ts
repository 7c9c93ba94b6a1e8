import type { SeedDownload } from '../types'

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
            'Our equipment range covers single- and double-mast stacker cranes for pallets and small loads, four-way shuttles and lifts for high-density storage, latent-lifting, forklift and roller-top AGVs and AMRs, conveyors and sorters, and robotic palletizing cells.',
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
    publishDate: '2026-01-15',
    illustration: 'report',
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
      heading: 'Starbridge SC Series Stacker Cranes - Product Data Sheet',
      sections: [
        {
          title: 'Model overview',
          paragraphs: [
            'SC-P single-mast pallet crane: rated load 1,500 kg, lift height up to 24 m, for standard pallets of 1,200 x 1,000 mm. SC-D double-mast pallet crane: rated load up to 3,000 kg, lift height up to 40 m, for heavy loads and very tall high-bay warehouses. SC-M miniload crane: rated load 50 kg per load handling device, one or two devices per crane, lift height up to 20 m, for totes and cartons.',
            'All models run on a floor rail with a top guide rail and are available for single-deep, double-deep and telescopic-fork or belt-type load handling.',
          ],
        },
        {
          title: 'Performance data',
          paragraphs: [
            'SC-P: travel speed 240 m/min, travel acceleration 0.5 m/s2, lifting speed 90 m/min, fork speed 40 m/min loaded and 60 m/min empty. SC-D: travel speed 200 m/min, lifting speed 60 m/min. SC-M: travel speed 300 m/min, travel acceleration 2.0 m/s2, lifting speed 180 m/min.',
            'Typical throughput in a 100 m aisle is 40 dual cycles per hour for SC-P and up to 160 single cycles per hour for a dual-device SC-M. Actual values depend on rack layout and order profile and are confirmed by simulation for every project.',
          ],
        },
        {
          title: 'Positioning and control',
          paragraphs: [
            'Travel position is measured by a laser distance meter, lifting position by an absolute barcode tape. Positioning accuracy is +/-3 mm for pallet cranes and +/-2 mm for miniload cranes, with a fine-positioning photoelectric check at every rack location.',
            'Each crane has an on-board PLC with PROFINET communication to StarWCS Control. Drives share a common DC bus and feed braking energy back to the grid, reducing energy consumption by up to 25 percent compared with resistor braking.',
          ],
        },
        {
          title: 'Safety and environment',
          paragraphs: [
            'Safety functions are rated PL d according to ISO 13849-1 and include safe speed monitoring at aisle ends, overspeed and slack-rope detection, end buffers, a safety-rated access door interlock and a maintenance platform with fall protection.',
            'Standard operating range is +5 to +40 deg C. The cold-store version is rated down to -30 deg C with heated control cabinets, low-temperature lubricants and cables. Power supply is 400 V, 3 phase, 50 Hz via a conductor rail.',
          ],
        },
      ],
    },
    publishDate: '2025-09-10',
    illustration: 'stacker',
  },
  {
    title: {
      zh: 'AGV/AMR 智能搬运机器人技术参数手册',
      en: 'AGV / AMR Product Data Sheet',
    },
    summary: {
      zh: '潜伏顶升式、叉车式及辊筒式移动机器人的载荷、速度、导航方式、定位精度、电池续航与安全认证信息。',
      en: 'Load, speed, navigation, positioning accuracy, battery runtime and safety data for our latent-lifting, forklift and roller-top mobile robots.',
    },
    fileName: 'starbridge-agv-amr-datasheet.pdf',
    document: {
      heading: 'Starbridge Mobile Robots - AGV / AMR Product Data Sheet',
      sections: [
        {
          title: 'Latent-lifting AMR: SB-L600 and SB-L1500',
          paragraphs: [
            'The latent-lifting robots drive under a rack or cart, lift it by 60 mm and carry it to a workstation. Rated load is 600 kg for SB-L600 and 1,500 kg for SB-L1500. Maximum speed is 2.0 m/s and 1.5 m/s respectively, with in-place rotation for narrow aisles.',
            'Navigation is either floor QR codes with inertial dead reckoning (positioning accuracy +/-10 mm, +/-1 deg) or laser SLAM on natural features (+/-15 mm), so the same vehicle fits new buildings and existing plants without floor work.',
          ],
        },
        {
          title: 'Forklift AGV: SB-F16',
          paragraphs: [
            'SB-F16 is a counterbalanced pallet forklift AGV with a rated load of 1,600 kg and lift height of 3.0 m, or 4.5 m with the triplex mast option. Travel speed is 1.2 m/s loaded and 1.5 m/s empty. Laser reflector navigation and pallet pocket detection give a fork positioning accuracy of +/-10 mm at the pick point.',
            'Typical applications are linking production lines to stretch wrappers, loading conveyors and floor storage areas, with 20 to 25 pallet moves per vehicle and hour over a 60 m distance.',
          ],
        },
        {
          title: 'Roller-top AMR: SB-R300',
          paragraphs: [
            'SB-R300 carries totes, cartons and small pallets of up to 300 kg on a powered roller deck and docks to conveyors with a transfer accuracy of +/-5 mm. It is used for line-side feeding and for linking stacker crane output stations to packing areas.',
          ],
        },
        {
          title: 'Energy, safety and fleet control',
          paragraphs: [
            'All vehicles use 48 V LiFePO4 batteries with automatic opportunity charging. Runtime is up to 8 hours and a 1 hour charge restores 80 percent capacity. Battery health is reported to Fleet Scheduler, which handles up to 500 vehicles per site and assigns charging slots without affecting throughput.',
            'Safety-rated laser scanners provide a 360 deg protective field that adapts to speed and load. The vehicles have emergency stop buttons, bumpers and audible and visual warnings, and are designed in accordance with ISO 3691-4 with safety functions rated PL d.',
          ],
        },
      ],
    },
    publishDate: '2025-11-20',
    illustration: 'agv',
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
      heading: 'Starbridge FS Series Four-Way Shuttle System - Data Sheet',
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
            'Rated load 1,500 kg, travel speed 1.5 m/s empty and 1.2 m/s loaded, acceleration 0.5 m/s2. The shuttle changes direction by lowering a second set of wheels in 3 s and lifts the pallet by 30 mm for transport. Positioning accuracy is +/-2 mm using barcode positioning along the rails and laser alignment at each location.',
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
            'Maintenance access zones are fenced and interlocked so that shuttles are safely stopped before staff enter the rack. Each shuttle has obstacle detection, mechanical end stops and a safe stop rated PL d. The cold-store version operates down to -30 deg C with heated electronics and low-temperature batteries and is suitable for frozen food and vaccine storage.',
          ],
        },
      ],
    },
    publishDate: '2026-03-05',
    illustration: 'shuttle',
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
      heading: 'Planning an Automated Cold-Chain Warehouse',
      sections: [
        {
          title: 'Why automate cold storage',
          paragraphs: [
            'Working at -25 deg C is hard on people: shifts must be short, protective clothing slows every movement and staff turnover is high. Automation removes most of the manual handling from the freezer and keeps people in tempered areas at +5 to +12 deg C.',
            'Automation also saves energy. A high-bay warehouse with stacker cranes or four-way shuttles holds the same number of pallets in a much smaller volume of cold air than a manual building with forklift aisles, and automated doors stay open for seconds rather than minutes.',
          ],
        },
        {
          title: 'Temperature zoning',
          paragraphs: [
            'Most projects need at least three zones: frozen storage at -18 to -28 deg C, chilled storage at 0 to +4 deg C and a tempered dock and picking area. Air locks or rapid-roll doors between zones limit moisture entry, which otherwise turns into ice on rails, sensors and evaporators.',
            'We recommend defining the zones together with the order profile. If 80 percent of order lines are full pallets, picking can stay outside the freezer; if many orders are case picks, a chilled picking area fed by the frozen store is usually the better choice.',
          ],
        },
        {
          title: 'Equipment for low temperatures',
          paragraphs: [
            'Equipment must be specified for the cold from the start: heated control cabinets, low-temperature lubricants, cables that stay flexible at -30 deg C and batteries designed for cold operation. Mobile robots that leave the freezer need a dwell time before returning, otherwise condensation forms on optics and electronics.',
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
    publishDate: '2025-06-18',
    illustration: 'cold-store',
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
    publishDate: '2026-05-08',
    illustration: 'control-room',
  },
]
