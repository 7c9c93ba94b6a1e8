import type { SeedCase } from '../types'

/**
 * Case studies: three per category, Chinese and English written separately.
 * Customers are invented. Body HTML uses only h2, p, ul/li and table elements, without attributes.
 */
export const cases: SeedCase[] = [
  // ---------------------------------------------------------------- tobacco
  {
    // Kept from when the English name was spelt "Center".
    key: 'case-hengyuan-tobacco-logistics-center',
    category: 'tobacco',
    customer: {
      zh: '恒远烟草物流中心',
      en: 'Hengyuan Tobacco Logistics Centre',
    },
    title: {
      zh: '两条高速条烟分拣线，一个中心覆盖2.1万零售户',
      en: 'Two high-speed carton sorting lines for a regional tobacco distribution centre',
    },
    summary: {
      zh: '恒远烟草物流中心以两条自动化条烟分拣线取代人工拣配，配合4800货位立体库补货，当日订单一个班次即可完成。',
      en: 'Hengyuan replaced manual order assembly with two automated carton sorting lines fed from a 4,800-pallet high-bay store, and now serves about 21,000 retailers in a single shift.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>恒远烟草物流中心承担四个县区约2.1万户零售客户的卷烟配送。零售户每周订货一次，户均仅18条左右，涉及的规格却超过400个。项目实施前，拣货全部依靠人工在流利式货架前完成，需要两班作业，差错也时有发生，零售户投诉不断。与此同时，中心还要在不扩建厂房的前提下，承接规格数量约30%的增长。</p>
<h2>解决方案</h2>
<p>我们设计了“立库存储—自动拆垛开箱—分拣合流”三段式流程。整件卷烟（每件50条）存放在立体库中，经机器人拆垛、自动开箱后进入倾斜式通道分拣机。畅销规格由自动分拣通道完成，少量低频规格在电子标签拣选区补拣，两路在订单输送线上按零售户合流，随后裹膜、贴标、装箱。</p>
<ul>
<li>单立柱堆垛机4台，额定载重800 kg，货位4800个</li>
<li>拆垛机器人及自动开箱工位，处理能力600件/小时</li>
<li>倾斜式通道分拣线2条，每条96个通道，额定能力22000条/小时</li>
<li>电子标签拣选区，设240个拣选位，用于低频规格</li>
<li>裹膜机与贴标机，按零售户打印配送条码</li>
<li>StarWCS设备控制系统，与客户订单管理系统对接</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>分拣能力（条/小时）</td><td>7500</td><td>40000（双线合计）</td></tr>
<tr><td>订单准确率</td><td>99.95%</td><td>99.998%</td></tr>
<tr><td>每班作业人数</td><td>46人</td><td>14人</td></tr>
<tr><td>日订单完成时长</td><td>14.5小时</td><td>6小时</td></tr>
</tbody>
</table>
<p>如今当日订单一个班次即可完成，下午时段留给补货和设备保养。分拣通道预留了约35%的余量，今后新增规格无需改造分拣线，只需在系统中重新分配通道。</p>`,
      en: `<h2>The challenge</h2>
<p>Hengyuan delivers cigarettes to about 21,000 licensed retailers across four counties. Retailers order once a week and an average order is only 18 cartons, yet the range covers more than 400 brand specifications. Before the project, every order was picked by hand from flow racks. The work needed two shifts, mistakes reached the retailers, and the centre also had to absorb a planned 30 percent growth in specifications without extending its building.</p>
<h2>Our solution</h2>
<p>We designed a three-stage flow. Full cases of 50 cartons are stored in a high-bay warehouse, depalletized by a robot, opened automatically and fed into slant-channel sorting machines. Fast-moving specifications are released by the automatic channels, while slow movers are picked in a pick-to-light zone. Both streams merge by retailer on a single order conveyor before film wrapping and labelling.</p>
<ul>
<li>4 single-mast stacker cranes, rated load 800 kg, 4,800 pallet positions</li>
<li>Depalletizing robot and automatic case-opening station, 600 cases per hour</li>
<li>2 slant-channel sorting lines with 96 channels each, rated at 22,000 cartons per hour per line</li>
<li>Pick-to-light zone with 240 positions for slow-moving specifications</li>
<li>Film wrappers and label printers applying each retailer's delivery barcode</li>
<li>StarWCS Control, linked to the customer's order management system</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Sorting capacity (cartons per hour)</td><td>7,500</td><td>40,000 (two lines)</td></tr>
<tr><td>Order accuracy</td><td>99.95%</td><td>99.998%</td></tr>
<tr><td>Operators per shift</td><td>46</td><td>14</td></tr>
<tr><td>Time to complete daily orders</td><td>14.5 h</td><td>6 h</td></tr>
</tbody>
</table>
<p>Daily orders are now finished within one shift, which leaves the afternoon for replenishment and maintenance. About 35 percent of the channels are held in reserve, so new specifications can be added by reassigning channels in software rather than by rebuilding the lines.</p>`,
    },
    publishDate: '2023-03-14',
    tags: ['sorting', 'stacker-crane', 'wcs'],
    image: 'case-tobacco-sorting',
  },
  {
    category: 'tobacco',
    customer: {
      zh: '青岚卷烟厂',
      en: 'Qinglan Cigarette Factory',
    },
    title: {
      zh: '42米高位立体库，让烟叶醇化全程可控',
      en: 'A 42-metre high-bay warehouse for ageing tobacco leaf',
    },
    summary: {
      zh: '青岚卷烟厂将9座平库整合为一座温湿度受控的42米立体库，14台堆垛机管理26880个货位，烟叶在长达30个月的醇化期内按批次、等级全程可追溯。',
      en: 'Qinglan consolidated nine flat warehouses into one climate-controlled AS/RS with 14 stacker cranes and 26,880 pallet positions, where redried leaf ages for up to 30 months with full batch traceability.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>复烤后的片烟需要醇化18至30个月才能投入配方使用。青岚卷烟厂原先把烟叶分散存放在两个厂区的9座平库里，烟箱码放四层高。定期翻垛检查耗费大量人力，各库房之间温湿度相差好几度；配方部门急需某个等级的烟叶时，往往要等上一两天才能从垛里“挖”出来。</p>
<h2>解决方案</h2>
<p>我们在厂区内新建一座42米高的库架合一立体库，把全部烟叶集中存放。每个托盘放两箱片烟，毛重约420 kg。库内温度控制在20–28 °C，相对湿度55%–65%，96个温湿度传感器实时监测并联动空调系统。StarOS WMS按等级和入库时间管理醇化周期，到期自动提醒；系统每90天自动调出样箱送到检验工位，不再需要人工翻垛。</p>
<ul>
<li>双立柱堆垛机14台，起升高度40.5 m，额定载重1000 kg，运行速度240 m/min，定位精度±3 mm</li>
<li>库架合一结构，货位26880个</li>
<li>出入库输送环线，含称重、外形检测及自动抽检工位</li>
<li>96个温湿度传感器，与暖通系统联动控制</li>
<li>StarOS WMS仓储管理云：醇化周期跟踪、按等级及批次出库</li>
<li>Digital Twin Studio数字孪生平台：三维呈现库存醇化状态和设备运行情况</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>存储占地面积</td><td>38000 m²</td><td>9600 m²</td></tr>
<tr><td>指定等级烟叶出库时间</td><td>1–2天</td><td>18分钟</td></tr>
<tr><td>库内温度波动</td><td>±5 °C</td><td>±1.5 °C</td></tr>
<tr><td>仓储人员</td><td>62人</td><td>17人</td></tr>
</tbody>
</table>
<p>腾出来的平库已改作辅料库。配方人员现在可以依据每批烟叶的实际醇化时长安排投料，不再凭经验估算，配方质量的稳定性明显提升。</p>`,
      en: `<h2>The challenge</h2>
<p>Redried leaf must age for 18 to 30 months before it can be used in blending. Qinglan kept its stock in nine flat warehouses on two sites, with cases stacked four high. Turning stacks for inspection was labour-intensive, conditions varied by several degrees between buildings, and digging out a particular grade for blending could take a day or two.</p>
<h2>Our solution</h2>
<p>We built a single 42-metre rack-clad warehouse on the factory site and moved all leaf into it. Each pallet carries two cases of leaf, about 420 kg gross. The store is held at 20 to 28 °C and 55 to 65 percent relative humidity, monitored by 96 sensors linked to the HVAC plant. StarOS WMS tracks the ageing of every batch by grade and arrival date, and every 90 days retrieves sample cases to an inspection station automatically.</p>
<ul>
<li>14 double-mast stacker cranes, lift height 40.5 m, rated load 1,000 kg, travel speed 240 m/min, positioning accuracy ±3 mm</li>
<li>Rack-clad building with 26,880 pallet positions</li>
<li>Inbound and outbound conveyor loop with weighing, profile check and automatic sampling station</li>
<li>96 temperature and humidity sensors linked to the HVAC system</li>
<li>StarOS WMS Cloud with ageing-period tracking and release by grade and batch</li>
<li>Digital Twin Studio showing stock ageing and crane status in 3D</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Storage footprint</td><td>38,000 m²</td><td>9,600 m²</td></tr>
<tr><td>Time to deliver a requested grade</td><td>1 to 2 days</td><td>18 minutes</td></tr>
<tr><td>Temperature variation in storage</td><td>±5 °C</td><td>±1.5 °C</td></tr>
<tr><td>Warehouse staff</td><td>62</td><td>17</td></tr>
</tbody>
</table>
<p>The vacated flat warehouses have become an auxiliary-materials store. Blenders now plan recipes from the actual ageing time of each batch rather than from estimates, and the factory reports noticeably more consistent blend quality.</p>`,
    },
    publishDate: '2024-06-18',
    tags: ['as-rs', 'stacker-crane', 'wms', 'digital-twin'],
    image: 'case-tobacco-leaf-highbay',
  },
  {
    category: 'tobacco',
    customer: {
      zh: '瑞丰卷烟厂',
      en: 'Ruifeng Cigarette Factory',
    },
    title: {
      zh: '30台AGV为36台卷接包机组自动配送辅料',
      en: 'Thirty AGVs feeding auxiliary materials to 36 maker-packer units',
    },
    summary: {
      zh: '30台AGV为36台卷接包机组配送卷烟纸、滤棒和包装材料，全部安装调试在春节16天停产期内完成，没有影响正常生产。',
      en: 'Forklift and jacking AGVs now deliver paper, filter rods and packaging materials to 36 maker-packer units. The system was installed inside a 16-day holiday shutdown with no lost production.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>瑞丰卷烟厂的辅料——卷烟纸、接装纸、滤棒、商标纸、薄膜等——原来由22台人工叉车从普通货架库运往车间内的36台卷接包机组。司机凭纸质单据拣货，通道狭窄，一盘接装纸送晚了就可能导致机组停机。工厂希望实现自动化，但车间不能因此停产，全部安装必须压缩在春节16天的停产检修期内完成。</p>
<h2>解决方案</h2>
<p>我们保留了现有货架和厂房，在此基础上逐层叠加自动化能力。叉车AGV负责整托辅料在库房与机台之间往返，潜伏顶升AGV负责滤棒小车等小件物料。机台消耗数据由MES实时推送，系统自动生成补料任务，回程顺带回收空托盘和纸芯。为确保春节期间顺利切换，地图构建、路径仿真和调度联调都提前在节前的夜班时段完成。</p>
<ul>
<li>叉车AGV 18台，额定载重1500 kg，起升高度3 m，激光SLAM导航，定位精度±10 mm</li>
<li>潜伏顶升AGV 12台，额定载重600 kg，搬运滤棒小车及小件物料</li>
<li>4道自动防火门、2部电梯接入AGV控制系统</li>
<li>Fleet Scheduler调度系统，在人车混行环境下统一管理30台车辆</li>
<li>StarWCS设备控制系统，与工厂MES对接，按机台自动叫料</li>
<li>机台侧条码校验，杜绝错料上机</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>辅料原因导致的机组停机（次/月）</td><td>27</td><td>2</td></tr>
<tr><td>每班叉车司机</td><td>22人</td><td>4人（处理异常）</td></tr>
<tr><td>叫料后送达时间</td><td>25分钟</td><td>9分钟</td></tr>
<tr><td>错料事件（次/年）</td><td>11</td><td>0</td></tr>
</tbody>
</table>
<p>安装和系统切换在16天停产期内全部完成，机组按计划复产。二期工程将把同一套车队和调度系统延伸到包装车间。</p>`,
      en: `<h2>The challenge</h2>
<p>Ruifeng's auxiliary materials, including cigarette paper, tipping paper, filter rods, printed blanks and film, were carried by 22 manned forklifts from a conventional rack store to 36 maker-packer units on the production floor. Drivers worked from paper pick lists in narrow aisles, and a single late reel of tipping paper could stop a line. The factory wanted automation but could not close the workshop to install it: everything had to be done during the 16-day Spring Festival shutdown.</p>
<h2>Our solution</h2>
<p>We kept the existing racks and building and added automation in layers. Forklift AGVs move full pallets between the store and the machines, while jacking AGVs handle filter-rod trolleys and smaller items. The MES reports each machine's consumption, so replenishment orders are created automatically, and empty pallets and bobbin cores are collected on the return trip. Mapping, route simulation and scheduler testing were completed on night shifts in the weeks before the holiday.</p>
<ul>
<li>18 forklift AGVs, rated load 1,500 kg, lift height 3 m, laser SLAM navigation, positioning accuracy ±10 mm</li>
<li>12 jacking AGVs, rated load 600 kg, for filter-rod trolleys and small materials</li>
<li>4 automatic fire doors and 2 lifts connected to the AGV control system</li>
<li>Fleet Scheduler managing 30 vehicles in mixed traffic with people</li>
<li>StarWCS Control linked to the factory MES, with automatic calls from each machine</li>
<li>Barcode verification at line side to prevent wrong-material loading</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Material-related machine stops per month</td><td>27</td><td>2</td></tr>
<tr><td>Forklift drivers per shift</td><td>22</td><td>4 (exceptions only)</td></tr>
<tr><td>Delivery time after a call</td><td>25 min</td><td>9 min</td></tr>
<tr><td>Wrong-material incidents per year</td><td>11</td><td>0</td></tr>
</tbody>
</table>
<p>Installation and switch-over were completed within the shutdown, and the lines restarted on schedule. A second phase will extend the same fleet and scheduler to the packing workshop.</p>`,
    },
    publishDate: '2025-09-09',
    tags: ['agv', 'retrofit', 'wcs'],
    image: 'case-maker-packer-agv',
  },
  // ------------------------------------------------------------- new energy
  {
    category: 'new-energy',
    customer: {
      zh: '瀚锐动力电池',
      en: 'Hanrui Power Battery',
    },
    title: {
      zh: '20 GWh电芯工厂的极卷全流程自动搬运',
      en: 'Automated electrode roll handling for a 20 GWh cell plant',
    },
    summary: {
      zh: '26台极卷搬运AGV与堆垛机缓存库协同，在涂布、辊压、分切工序间转运1.1吨极卷，对接精度±1 mm，全程RFID追溯。',
      en: 'Twenty-six roll-handling AGVs and a stacker-crane roll buffer move 1.1-tonne electrode rolls between coating, calendering and slitting with ±1 mm docking accuracy and full RFID traceability.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>在锂电池电芯工厂，极卷要在涂布、辊压、分切、卷绕等工序之间反复流转。瀚锐新建的20 GWh工厂中，母卷最重达1100 kg、幅宽1400 mm，一处磕碰或一颗异物就可能让价值数万元的极卷报废。过去依靠人工推车加吊具搬运，效率低，人员频繁进出干燥间，每卷的工艺记录也难以始终与实物对应。此外，极片车间严禁铜、锌材料外露，对设备选材提出了额外要求。</p>
<h2>解决方案</h2>
<p>我们提供了一支极卷搬运AGV车队，其升降机构可直接对接极卷气胀轴，无需人工即可把极卷交接到设备放卷位。辊压与分切之间设置堆垛机缓存库，解除两道工序的节拍耦合。每个极卷都带有RFID标签，每次交接时自动读取，MES随时掌握极卷的位置和工艺履历。</p>
<ul>
<li>极卷搬运AGV 26台，配气胀轴对接升降机构，额定载重1200 kg，激光SLAM加二维码精定位，对接精度±1 mm</li>
<li>无铜无锌设计，聚氨酯车轮，适用于露点-45 °C的干燥间</li>
<li>极卷缓存库：堆垛机2台，库位640个</li>
<li>不同湿度区之间的自动门及缓冲间接口</li>
<li>Fleet Scheduler调度系统与工厂MES对接，工艺数据随卷记录</li>
<li>Digital Twin Studio按工序和静置时间展示极卷库存</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>设计目标</th><th>实测值</th></tr></thead>
<tbody>
<tr><td>峰值搬运能力（卷/小时）</td><td>180</td><td>205</td></tr>
<tr><td>对接精度</td><td>±2 mm</td><td>±0.8 mm</td></tr>
<tr><td>搬运损伤极卷比例</td><td>≤0.05%</td><td>0.01%</td></tr>
<tr><td>AGV车队可用率</td><td>98.5%</td><td>99.3%</td></tr>
</tbody>
</table>
<p>人员不再频繁进出干燥间，露点控制也随之更加稳定。首条产线投产五个月后，工厂即达到设计产能；瀚锐的第二生产基地也已沿用同一套车队方案。</p>`,
      en: `<h2>The challenge</h2>
<p>In a lithium-ion cell plant, electrode rolls travel between coating, calendering, slitting and winding. At Hanrui's new 20 GWh plant the mother rolls weigh up to 1,100 kg and are 1,400 mm wide, and a single dent or stray particle can scrap a roll worth tens of thousands of yuan. Manual carts and hoists were slow, kept operators moving in and out of the dry rooms, and made it hard to keep each roll's process record tied to the roll. Copper and zinc surfaces are also banned in the electrode halls.</p>
<h2>Our solution</h2>
<p>We supplied a fleet of roll-handling AGVs whose lifting unit engages the roll's air shaft directly and hands it to the machine's unwinder without an operator. A stacker-crane buffer between calendering and slitting decouples the two processes. Each roll carries an RFID tag that is read at every handover, so the MES always knows where a roll is and what has happened to it.</p>
<ul>
<li>26 roll-handling AGVs with air-shaft docking, rated load 1,200 kg, laser SLAM with QR-code fine positioning, docking accuracy ±1 mm</li>
<li>Copper- and zinc-free construction and polyurethane wheels, suitable for dry rooms at -45 °C dew point</li>
<li>Electrode roll buffer with 2 stacker cranes and 640 positions</li>
<li>Automatic door and airlock interfaces between humidity zones</li>
<li>Fleet Scheduler linked to the plant MES, with process data following each roll</li>
<li>Digital Twin Studio view of roll stock by process stage and resting time</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Design target</th><th>Measured</th></tr></thead>
<tbody>
<tr><td>Peak roll moves per hour</td><td>180</td><td>205</td></tr>
<tr><td>Docking accuracy</td><td>±2 mm</td><td>±0.8 mm</td></tr>
<tr><td>Rolls with handling damage</td><td>≤0.05%</td><td>0.01%</td></tr>
<tr><td>AGV fleet availability</td><td>98.5%</td><td>99.3%</td></tr>
</tbody>
</table>
<p>With fewer people passing through the dry rooms, dew point control is more stable too. The plant reached nameplate output five months after its first line started, and Hanrui has adopted the same design for its second site.</p>`,
    },
    publishDate: '2023-08-22',
    tags: ['agv', 'wcs', 'digital-twin'],
    image: 'case-electrode-rolls',
  },
  {
    category: 'new-energy',
    customer: {
      zh: '天衡储能科技',
      en: 'Tianheng Energy Storage Technology',
    },
    title: {
      zh: '280Ah储能电芯双温区静置立体库',
      en: 'A two-zone resting warehouse for 280 Ah energy storage cells',
    },
    summary: {
      zh: '天衡储能的双温区静置立体库每天处理3.75万只储能电芯，料盘按工艺时间精确出库，异常发热料盘由堆垛机自动转入消防水箱。',
      en: 'Tianheng rests 37,500 storage cells a day in a two-zone tray warehouse where every tray is released on time and any overheating tray is moved into a water tank automatically.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>磷酸铁锂储能电芯化成后需要静置：先在45 °C高温下稳定SEI膜，再在常温下搁置，用于测量自放电。天衡储能12 GWh产线每天产出约3.75万只280Ah电芯，任何时刻都有1.2万多个料盘处于静置状态。静置时间必须精确控制，料盘提前出库会直接影响分容分档结果。消防安全是另一项重点：满载带电电芯的料盘能量高度集中，当地消防部门要求对热失控具备自动处置能力。</p>
<h2>解决方案</h2>
<p>我们在化成车间后侧建设了双温区料盘立体库：高温区恒定45 ± 2 °C，常温区25 ± 2 °C，分别配置堆垛机。每个货位都设有温度和烟雾探测，一旦读数超限，就近的堆垛机立即取出该料盘，投入巷道端部的浸水消防箱，同时隔离所在巷道。StarWCS为每个料盘单独计时，静置时间一到即自动出库，不受交接班影响。</p>
<ul>
<li>料盘堆垛机10台，额定载重300 kg，运行速度200 m/min，定位精度±2 mm</li>
<li>料盘货位12096个：高温区3456个，常温区8640个</li>
<li>逐货位温度及烟雾探测，各巷道配置CO、H₂气体传感器</li>
<li>巷道端部浸水消防箱，用于异常料盘紧急转移</li>
<li>输送线连接48台化成分容柜及OCV测试工位</li>
<li>StarWCS设备控制系统，逐料盘工艺计时、到时自动出库</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>实测值</th></tr></thead>
<tbody>
<tr><td>日处理电芯数量</td><td>37500只</td></tr>
<tr><td>静置时间偏差</td><td>±10分钟以内</td></tr>
<tr><td>紧急转移用时（消防演练）</td><td>2分40秒</td></tr>
<tr><td>堆垛机可用率</td><td>99.5%</td></tr>
</tbody>
</table>
<p>料盘按时出库后，分档结果一致性明显提高，需要二次测试的电芯比例由1.8%降至0.4%。整套热失控处置流程一次通过当地消防验收。</p>`,
      en: `<h2>The challenge</h2>
<p>Lithium iron phosphate storage cells must rest after formation: first at 45 °C to stabilise the electrode interface, then at room temperature so that self-discharge can be measured. Tianheng's 12 GWh line produces about 37,500 cells of 280 Ah a day, which means more than 12,000 trays are resting at any moment. Resting times must be exact, because a tray released early distorts grading. Fire safety was the other priority: the local fire authority required an automatic response to thermal runaway.</p>
<h2>Our solution</h2>
<p>We built a two-zone tray warehouse directly behind the formation hall. The hot zone is held at 45 ± 2 °C and the ambient zone at 25 ± 2 °C, each served by its own aisle cranes. Every position has temperature and smoke detection; if a reading crosses its limit, the nearest crane drops the tray into a water-immersion tank at the aisle end and the aisle is isolated. StarWCS times each tray individually and releases it the minute its resting period ends.</p>
<ul>
<li>10 tray stacker cranes, rated load 300 kg, travel speed 200 m/min, positioning accuracy ±2 mm</li>
<li>12,096 tray positions: 3,456 in the hot zone and 8,640 in the ambient zone</li>
<li>Temperature and smoke detection at every position, with CO and H₂ sensors in each aisle</li>
<li>Water-immersion tanks at the aisle ends for emergency transfer</li>
<li>Conveyor links to 48 formation and grading cabinets and the OCV test stations</li>
<li>StarWCS Control with per-tray process timers</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Measured value</th></tr></thead>
<tbody>
<tr><td>Cells handled per day</td><td>37,500</td></tr>
<tr><td>Resting-time deviation</td><td>within ±10 minutes</td></tr>
<tr><td>Emergency transfer time (fire drill)</td><td>2 min 40 s</td></tr>
<tr><td>Stacker crane availability</td><td>99.5%</td></tr>
</tbody>
</table>
<p>Because trays leave exactly on time, grading is more consistent, and the share of cells sent for a second test has fallen from 1.8 to 0.4 percent. The thermal-runaway response passed the fire authority's acceptance test at the first attempt.</p>`,
    },
    publishDate: '2024-11-05',
    tags: ['as-rs', 'stacker-crane', 'wcs'],
    image: 'case-cell-resting',
  },
  {
    category: 'new-energy',
    customer: {
      zh: '晋锐新材料',
      en: 'Jinrui New Materials',
    },
    title: {
      zh: '正极材料工厂的吨袋四向穿梭车密集库',
      en: 'Four-way shuttle storage for one-tonne bags at a cathode materials plant',
    },
    summary: {
      zh: '6200个货位的四向穿梭车密集库，在干燥、密闭的环境中存放原料与磷酸铁锂成品，窑炉上料全程不再需要叉车。',
      en: 'A 6,200-position four-way shuttle store keeps raw materials and finished LFP cathode powder dry and sealed, and feeds the kilns without a single forklift.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>晋锐新材料年产磷酸铁锂正极材料5万吨。磷酸铁、碳酸锂等原料以吨袋进厂，成品同样以吨袋发货。过去吨袋直接堆放在两座仓库的地面上，由柴油和电动叉车搬运。下游电池客户对正极材料的磁性异物和水分审核极严，而叉车往来带来的轮胎粉尘、吨袋破损和频繁开门，在质量报告中屡屡出现。厂区用地也十分紧张。</p>
<h2>解决方案</h2>
<p>我们设计了一座9层、高24 m的四向穿梭车密集库，整栋库房密封，相对湿度控制在30%以下并保持微正压。穿梭车可在每层纵横两个方向行驶，通过提升机换层，任一吨袋都能直接取出，无需倒库；车辆数量还可随产量增长逐步增加。所有与物料接触的表面均为不锈钢或涂层处理，WMS将每个吨袋与实验室系统中的批次检测结果绑定，检测合格后方可放行。</p>
<ul>
<li>四向托盘穿梭车16台，额定载重1500 kg，运行速度1.6 m/s，定位精度±2 mm</li>
<li>高速提升机4台，存储层数9层，货位6200个</li>
<li>密封库体，除湿至相对湿度≤30%，保持微正压</li>
<li>自动输送线及吨袋拆包投料站，直连混料和窑炉产线</li>
<li>StarOS WMS，批次放行与实验室信息管理系统联动</li>
<li>StarWCS，统一管理穿梭车路径、提升机排序和充电</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>存储占地面积</td><td>11000 m²</td><td>3900 m²</td></tr>
<tr><td>生产区域内叉车数量</td><td>19台</td><td>2台（仅限装车区）</td></tr>
<tr><td>吨袋破损率</td><td>0.6%</td><td>0.05%</td></tr>
<tr><td>水分相关客户投诉（次/年）</td><td>7</td><td>0</td></tr>
</tbody>
</table>
<p>集中存储腾出的土地正在建设第二条窑炉产线。由于系统能力取决于穿梭车数量而非巷道设备，晋锐今后只需增加车辆即可扩能，货架无需改动。</p>`,
      en: `<h2>The challenge</h2>
<p>Jinrui makes 50,000 tonnes of lithium iron phosphate cathode material a year. Raw materials such as iron phosphate and lithium carbonate arrive in one-tonne bags, and the finished powder leaves the same way. The bags used to sit on warehouse floors, moved by diesel and electric forklifts. Battery makers audit cathode suppliers closely for magnetic particles and moisture, and tyre dust, torn bags and open doors all showed up in quality reports. Spare land was also scarce.</p>
<h2>Our solution</h2>
<p>We designed a compact four-way shuttle store with nine levels and a height of 24 metres, inside a sealed building kept below 30 percent relative humidity and at slight overpressure. Shuttles travel in both directions on every level and change levels by lift, so any bag can be reached without moving others. All product-contact surfaces are stainless or coated, and the WMS links each bag to its laboratory results so that nothing ships before release.</p>
<ul>
<li>16 four-way pallet shuttles, rated load 1,500 kg, travel speed 1.6 m/s, positioning accuracy ±2 mm</li>
<li>4 high-speed lifts serving 9 levels and 6,200 pallet positions</li>
<li>Sealed store with dehumidification to 30% RH or below and positive pressure</li>
<li>Conveyors and bag-discharge stations feeding the mixing and kiln lines</li>
<li>StarOS WMS with batch release linked to the laboratory information system</li>
<li>StarWCS Control for shuttle routing, lift sequencing and charging</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Storage footprint</td><td>11,000 m²</td><td>3,900 m²</td></tr>
<tr><td>Forklifts in production areas</td><td>19</td><td>2 (loading bay only)</td></tr>
<tr><td>Bag damage rate</td><td>0.6%</td><td>0.05%</td></tr>
<tr><td>Moisture-related customer complaints per year</td><td>7</td><td>0</td></tr>
</tbody>
</table>
<p>The land released by consolidating storage is now being used for a second kiln line. Because capacity depends on the number of shuttles rather than on fixed aisle equipment, Jinrui can grow the system by adding vehicles, with no change to the racking.</p>`,
    },
    publishDate: '2026-02-10',
    tags: ['four-way-shuttle', 'wms', 'wcs'],
    image: 'case-cathode-shuttle',
  },
  // ---------------------------------------------------------- petrochemical
  {
    category: 'petrochemical',
    customer: {
      zh: '东临石化聚烯烃事业部',
      en: 'Donglin Petrochemical, Polyolefins Division',
    },
    title: {
      zh: '聚烯烃产品机器人码垛与2.4万货位立体库',
      en: 'Robotic palletizing and a 24,000-position AS/RS for polyolefin resin',
    },
    summary: {
      zh: '4条机器人码垛线和12台堆垛机承接40万吨/年聚丙烯装置的全部产品，从包装到装车全程自动化，每班作业人员仅11人。',
      en: 'Four robotic palletizing lines and 12 stacker cranes handle the entire output of a 400,000-tonne-a-year polypropylene unit, from bag to truck, with 11 people per shift.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>东临石化新建的聚丙烯装置年产能40万吨，产品全部以25 kg袋装出厂，折合每天约4.4万袋、1100托。老装置依靠人工码垛和平地堆存，叉车昼夜不停，旺季时提货车辆在厂外排队长达一整天。产品在化验放行前必须按牌号冻结，不同牌号严禁混装同一车辆。包装厂房属于粉尘危险场所，所有设备都要满足相应的防护要求。</p>
<h2>解决方案</h2>
<p>重膜包装机下线的料袋先经复检秤和金属检测，再由机器人按40袋错层垛型码垛，随后套膜包装，直接进入高架立体库。托盘在库内保持冻结状态，直到实验室放行该批次。出库时系统按车辆排序，将托盘送至12个装车口，司机凭预约号进场装车。</p>
<ul>
<li>机器人码垛线4条，每条1200袋/小时，配复检秤和金属检测机</li>
<li>套膜包装机2台，每台240托/小时</li>
<li>双立柱堆垛机12台，额定载重1500 kg，起升高度30 m，货位24192个</li>
<li>包装码垛厂房设备按粉尘22区要求选型</li>
<li>12个装车口及出库暂存输送线</li>
<li>StarOS WMS，按牌号、批次冻结与放行，与实验室系统及ERP对接</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>实测值</th></tr></thead>
<tbody>
<tr><td>码垛能力</td><td>4800袋/小时</td></tr>
<tr><td>出库能力</td><td>180托/小时</td></tr>
<tr><td>车辆平均在厂时间</td><td>55分钟（原最长达24小时）</td></tr>
<tr><td>每班作业人员</td><td>11人</td></tr>
</tbody>
</table>
<p>由于冻结与放行由系统强制执行，投产以来未发生一起错牌号发货。预约装车让厂外排队成为历史，周边道路的交通压力也随之缓解。</p>`,
      en: `<h2>The challenge</h2>
<p>Donglin's new polypropylene unit produces 400,000 tonnes a year, all of it shipped in 25 kg bags. That is around 44,000 bags, or 1,100 pallets, every day. The older unit relied on manual palletizing and floor stacking, and in peak season trucks queued at the gate for up to a day. Product also has to stay on hold by grade until the laboratory releases it, and different grades must never share a truck. The bagging hall is a combustible-dust area, so all equipment there had to be rated for it.</p>
<h2>Our solution</h2>
<p>Bags from the form-fill-seal machines pass a check weigher and metal detector, then robots stack them in a 40-bag interlocking pattern and the pallets are stretch-hooded. Each pallet goes straight into the high-bay store, where it stays on hold until its batch is released. For dispatch, the system sequences pallets by truck and sends them to twelve loading doors, and drivers enter the site by appointment.</p>
<ul>
<li>4 robotic palletizing lines, 1,200 bags per hour each, with check weighers and metal detectors</li>
<li>2 stretch-hood machines, 240 pallets per hour each</li>
<li>12 double-mast stacker cranes, rated load 1,500 kg, lift height 30 m, 24,192 pallet positions</li>
<li>Equipment in the bagging and palletizing hall rated for dust Zone 22</li>
<li>12 loading doors with outbound staging conveyors</li>
<li>StarOS WMS with grade and batch holds, linked to the laboratory system and ERP</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Measured value</th></tr></thead>
<tbody>
<tr><td>Palletizing capacity</td><td>4,800 bags per hour</td></tr>
<tr><td>Outbound capacity</td><td>180 pallets per hour</td></tr>
<tr><td>Average truck time on site</td><td>55 minutes (previously up to 24 hours)</td></tr>
<tr><td>Operators per shift</td><td>11</td></tr>
</tbody>
</table>
<p>Because holds and releases are enforced by the system, not a single wrong-grade shipment has left the site since start-up. Appointment-based loading has ended the queues at the gate and eased traffic on the public roads around the plant.</p>`,
    },
    publishDate: '2023-05-30',
    tags: ['palletizing', 'as-rs', 'stacker-crane'],
    image: 'case-resin-palletizing',
  },
  {
    category: 'petrochemical',
    customer: {
      zh: '睿阳精细化工',
      en: 'Ruiyang Fine Chemicals',
    },
    title: {
      zh: '易燃溶剂与中间体防爆自动化立体库',
      en: 'An explosion-proof AS/RS for flammable solvents and intermediates',
    },
    summary: {
      zh: '防爆堆垛机、按危险类别分区存储和货架内喷淋，让一座位于爆炸性气体2区的自动化立体库取代了原有的三处桶装物料堆场。',
      en: 'Explosion-proof stacker cranes, storage segregated by hazard class and in-rack sprinklers let one automated store in a Zone 2 area replace three open drum yards.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>睿阳精细化工生产涂料中间体，厂内常备约4000只铁桶和吨桶，装有易燃溶剂、树脂和胺类物料。这些物料原先存放在三处半敞开式堆场，由防爆叉车搬运。互不相容的物料之间仅靠地面划线隔开，库存每周人工盘点一次。一次安全评估明确要求企业加强分区隔离和泄漏收集，并减少在物料附近作业的人员数量。</p>
<h2>解决方案</h2>
<p>新库按爆炸性气体环境2区设计，气体组别IIB，温度组别T4。堆垛机、输送机和传感器全部取得相应防爆认证，电气元件采用隔爆型，或集中放置在危险区外的正压电气室内。货架按危险类别划分为四个防火分区，各自配置泄漏收集池和货架内喷淋。作业人员不再进入库区，桶装物料经两个带气闸的交接工位进出。</p>
<ul>
<li>防爆堆垛机4台，防爆标志Ex db eb IIB T4 Gb（高于2区最低要求），额定载重1500 kg，起升高度18 m，运行速度120 m/min</li>
<li>货位3600个，存放1000 L吨桶及每托4只200 L铁桶</li>
<li>四个隔离分区，配泄漏收集池和货架内喷淋</li>
<li>各巷道可燃气体检测，联动通风并停止堆垛机运行</li>
<li>危险区外正压电气室，集中安装PLC和变频器</li>
<li>StarOS WMS：每次入库均按禁忌配存规则校验货位</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>存储占地面积</td><td>14500 m²（三处堆场）</td><td>3200 m²</td></tr>
<tr><td>每班在存储区作业人数</td><td>12人</td><td>0（交接工位2人，位于库外）</td></tr>
<tr><td>库存准确率</td><td>97.8%</td><td>99.99%</td></tr>
<tr><td>审核发现的隔离违规（次/年）</td><td>9</td><td>0</td></tr>
</tbody>
</table>
<p>新库一次性通过防爆电气检测和消防验收。原有堆场拆除后，厂区内部的安全间距得到改善，腾出的场地已规划为应急车辆通道和集中消防水池。</p>`,
      en: `<h2>The challenge</h2>
<p>Ruiyang makes intermediates for the coatings industry and keeps about 4,000 drums and IBCs of flammable solvents, resins and amines on site. They used to stand in three open-sided drum yards, moved by explosion-proof forklifts. Incompatible materials were separated only by painted lines on the ground, and stock was counted by hand once a week. A safety review asked the company to improve segregation and spill containment and to reduce the number of people working near the stock.</p>
<h2>Our solution</h2>
<p>The new store is classified as Zone 2, gas group IIB, temperature class T4. All cranes, conveyors and sensors carry matching certification, with electrics either flameproof or housed in a pressurised room outside the hazardous area. The racking is divided into four fire compartments by hazard class, each with its own spill sump and in-rack sprinklers. Operators no longer enter the store: drums arrive and leave through two airlocked transfer stations.</p>
<ul>
<li>4 explosion-proof stacker cranes certified Ex db eb IIB T4 Gb, one level above the Zone 2 minimum, rated load 1,500 kg, lift height 18 m, travel speed 120 m/min</li>
<li>3,600 pallet positions for 1,000 L IBCs and pallets of four 200 L drums</li>
<li>Four segregated compartments with spill sumps and in-rack sprinklers</li>
<li>Flammable-gas detection in every aisle, linked to ventilation and crane shutdown</li>
<li>Pressurised electrical room for PLCs and drives outside the hazardous area</li>
<li>StarOS WMS checking compatibility rules on every put-away</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Storage area</td><td>14,500 m² (three yards)</td><td>3,200 m²</td></tr>
<tr><td>People working in the storage zone per shift</td><td>12</td><td>0 (2 at transfer stations outside)</td></tr>
<tr><td>Inventory accuracy</td><td>97.8%</td><td>99.99%</td></tr>
<tr><td>Segregation breaches found in audits per year</td><td>9</td><td>0</td></tr>
</tbody>
</table>
<p>The store passed its hazardous-area electrical inspection and fire acceptance at the first attempt. The cleared yards now make room for an emergency access road and a fire-water reservoir.</p>`,
    },
    publishDate: '2024-03-19',
    tags: ['as-rs', 'stacker-crane', 'wms'],
    image: 'case-solvent-asrs',
  },
  {
    category: 'petrochemical',
    customer: {
      zh: '滨江石化产业园',
      en: 'Binjiang Petrochemical Industrial Park',
    },
    title: {
      zh: '化工园区公共物流中心与危化品车辆统一调度',
      en: 'A shared logistics hub and vehicle scheduling for a chemical industrial park',
    },
    summary: {
      zh: '园区统一预约平台、220个车位的危化品停车场和防爆AGV公共仓库，把园区内车辆平均等待时间从3小时以上缩短到50分钟以内。',
      en: 'A park-wide appointment system, a 220-bay hazardous-goods truck park and an automated shared warehouse cut average vehicle waiting times from over three hours to under 50 minutes.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>滨江石化产业园入驻企业38家，每天进出的危化品车辆约1900车次。过去各企业自行管理门岗和排队，槽车、货车要么在园区里来回绕行，要么直接停在市政道路上等候。园区管委会无法实时掌握园区内有多少危化品车辆、分别停在哪里，这也是应急部门多次提出的问题。</p>
<h2>解决方案</h2>
<p>我们分三个层面实施。第一，园区统一预约平台：承运商在线向各企业预约时段，车辆和驾押人员资质在到达前完成核验。第二，集中式危化品停车场：220个车位按危险类别分区并保持安全间距，车辆在此等候，接到叫号后再驶入企业。第三，面向中小企业的包装化学品公共仓库，由防爆叉车AGV作业。Digital Twin Studio在园区应急指挥中心的一块屏幕上汇总上述全部信息。</p>
<ul>
<li>覆盖38家企业、6个园区出入口的预约与门禁系统，含车牌识别和资质核验</li>
<li>危化品集中停车场，220个车位，按危险类别分区</li>
<li>包装化学品公共仓库，托盘货位5400个</li>
<li>防爆叉车AGV 8台，Ex db IIB T4 Gb，额定载重1600 kg，起升高度6 m</li>
<li>StarOS WMS多租户模式运营</li>
<li>Digital Twin Studio园区模型，实时显示车辆、库存和报警信息</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>实施前</th><th>实施后</th></tr></thead>
<tbody>
<tr><td>车辆平均等待时间</td><td>3小时10分</td><td>46分钟</td></tr>
<tr><td>市政道路停放的危化品车辆（日高峰）</td><td>140辆</td><td>0</td></tr>
<tr><td>应急时定位一辆车所需时间</td><td>20–30分钟</td><td>实时</td></tr>
<tr><td>公共仓库入驻企业</td><td>—</td><td>14家</td></tr>
</tbody>
</table>
<p>在最近一次园区综合应急演练中，指挥中心在一分钟内查清了事发区域周边所有危化品车辆的位置和装载介质。园区计划下一步接入槽车罐体压力与温度的在线监测数据。</p>`,
      en: `<h2>The challenge</h2>
<p>Binjiang Petrochemical Industrial Park is home to 38 companies and sees about 1,900 hazardous-goods vehicle movements a day. Each company ran its own gate and queue, so tankers either circled the park or waited on public roads, and park management had no live picture of where hazardous vehicles were, a gap the emergency services had raised more than once.</p>
<h2>Our solution</h2>
<p>We worked on three levels. A park-wide appointment platform lets carriers book time slots with each company and checks vehicle and driver qualifications before arrival. A central truck park with 220 bays, grouped by hazard class with safety distances, holds vehicles until they are called in. A shared warehouse for packaged chemicals serves smaller tenants that cannot justify their own, operated by explosion-proof forklift AGVs. Digital Twin Studio brings all of this together on one screen in the park's emergency command centre.</p>
<ul>
<li>Appointment and gate system for 38 companies and 6 park gates, with plate recognition and qualification checks</li>
<li>Central hazardous-goods truck park with 220 bays grouped by hazard class</li>
<li>Shared packaged-chemicals warehouse with 5,400 pallet positions</li>
<li>8 explosion-proof forklift AGVs, Ex db IIB T4 Gb, rated load 1,600 kg, lift height 6 m</li>
<li>StarOS WMS operated as a multi-tenant service</li>
<li>Digital Twin Studio park model showing vehicles, stock and alarms in real time</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Average vehicle waiting time</td><td>3 h 10 min</td><td>46 min</td></tr>
<tr><td>Hazardous vehicles parked on public roads (daily peak)</td><td>140</td><td>0</td></tr>
<tr><td>Time to locate a vehicle in an emergency</td><td>20 to 30 min</td><td>real time</td></tr>
<tr><td>Tenants using the shared warehouse</td><td>none</td><td>14</td></tr>
</tbody>
</table>
<p>During the park's latest emergency exercise, the command centre identified every hazardous vehicle near the incident area, and what it was carrying, in under a minute. The next phase will add live pressure and temperature data from tanker vehicles.</p>`,
    },
    publishDate: '2025-07-15',
    tags: ['agv', 'wms', 'digital-twin'],
    image: 'case-chemical-park-hub',
  },
  // --------------------------------------------------------- pharmaceutical
  {
    category: 'pharmaceutical',
    customer: {
      zh: '安瑞医药物流',
      en: 'Anrui Pharmaceutical Logistics',
    },
    title: {
      zh: '服务1.1万家医院和药店的GSP现代医药物流中心',
      en: 'A GSP-compliant distribution centre serving 11,000 hospitals and pharmacies',
    },
    summary: {
      zh: '托盘立体库、箱式立体库与“货到人”拣选结合，拣货时逐件采集药品追溯码，日处理订单行从4.8万提升到13万。',
      en: 'Pallet and miniload AS/RS, goods-to-person picking with unit-level traceability scanning and a route sorter took Anrui from 48,000 to 130,000 order lines a day.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>安瑞医药物流在省内经营约2.3万个药品品规，客户包括1800家医院和约9000家零售药店。订单小而频繁：一张典型的药店订单有40行左右，每行只有一两盒。旧仓库依靠纸单拣货，再由人工逐盒核对药品追溯码，出库复核成了全流程的瓶颈。同时，GSP检查对温度记录、批号管控和召回追踪的要求也越来越细。</p>
<h2>解决方案</h2>
<p>新物流中心按动销速度分区设计。整件药品存放在托盘立体库，向箱式立体库补货；动销最快的3000个品规在电子标签流利架拣选；其余拆零拣选在“货到人”工作站完成，拣货时逐件扫描追溯码，出库前无需再次复核。2–8 °C冷库设有独立拣选区，使用经过验证的保温箱并放置温度记录仪。各路订单最终在分拣机上按配送线路合流。</p>
<ul>
<li>托盘立体库：堆垛机6台，货位8400个</li>
<li>箱式立体库：堆垛机8台，料箱货位36000个，单箱额定载重50 kg</li>
<li>“货到人”工作站12个，拣货时采集追溯码</li>
<li>滑块式分拣机1套，64个线路格口，能力6000箱/小时</li>
<li>2–8 °C冷库，货位1200个，配验证合格的冷链包装</li>
<li>StarOS WMS GSP管控：首营资质审核、批号效期管理、召回锁定和温湿度记录</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>日处理订单行</td><td>48000</td><td>130000</td></tr>
<tr><td>拣选准确率</td><td>99.92%</td><td>99.997%</td></tr>
<tr><td>订单处理时长（接单至发车）</td><td>8小时</td><td>2.5小时</td></tr>
<tr><td>追溯码采集率</td><td>抽检</td><td>100%</td></tr>
</tbody>
</table>
<p>投运后的首次省级GSP检查中，仓储与温控环节未发现缺陷项。召回锁定在所有存储区按批号同时生效，一次召回从发起到完成库存冻结只需几分钟。</p>`,
      en: `<h2>The challenge</h2>
<p>Anrui distributes about 23,000 drug specifications across its province to 1,800 hospitals and some 9,000 retail pharmacies. Orders are small and frequent: a typical pharmacy order has about 40 lines of one or two packs each. Paper picking followed by a manual check of every pack's traceability code made outbound checking the bottleneck, and GSP inspections wanted stronger evidence on temperature, batch control and recalls.</p>
<h2>Our solution</h2>
<p>The new centre is laid out by velocity. Full cases are stored in a pallet AS/RS that replenishes a miniload system. The 3,000 fastest items are picked from pick-to-light flow racks, and all other split-case picking takes place at goods-to-person stations where each pack's traceability code is scanned as it is picked, so no second check is needed. A 2-8 °C cold store has its own picking area and ships in validated insulated boxes with data loggers. All streams merge on a sorter by delivery route.</p>
<ul>
<li>Pallet AS/RS with 6 stacker cranes and 8,400 positions</li>
<li>Miniload with 8 cranes and 36,000 tote positions, rated load 50 kg per tote</li>
<li>12 goods-to-person stations with traceability-code capture at the point of pick</li>
<li>Sliding-shoe sorter with 64 route chutes, 6,000 totes per hour</li>
<li>2-8 °C cold store with 1,200 positions and validated cold-chain packaging</li>
<li>StarOS WMS with GSP controls: supplier and customer qualification, batch and expiry, recall locks and temperature records</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Order lines per day</td><td>48,000</td><td>130,000</td></tr>
<tr><td>Picking accuracy</td><td>99.92%</td><td>99.997%</td></tr>
<tr><td>Order cycle time (receipt to dispatch)</td><td>8 h</td><td>2.5 h</td></tr>
<tr><td>Traceability codes captured</td><td>by sampling</td><td>100%</td></tr>
</tbody>
</table>
<p>The first provincial GSP inspection after go-live raised no findings on storage or temperature control. Recall locks act on a batch across every storage area at once, so stock can be frozen within minutes of a recall notice.</p>`,
    },
    publishDate: '2023-10-12',
    tags: ['gsp', 'sorting', 'wms'],
    image: 'case-pharma-gsp-dc',
  },
  {
    category: 'pharmaceutical',
    customer: {
      zh: '清泽生物制药',
      en: 'Qingze Biopharmaceutical',
    },
    title: {
      zh: '生物制药灌装工厂的2–8 °C自动化冷库',
      en: 'A 2-8 °C automated warehouse for a biologics fill-and-finish plant',
    },
    summary: {
      zh: '3台冷库堆垛机、2880个货位，隔离放行在系统中强制执行，全套IQ/OQ/PQ验证，温度偏差从每季度14次降为零。',
      en: 'Three cold-rated stacker cranes, 2,880 pallet positions, quarantine enforced by the WMS and a full IQ/OQ/PQ validation brought temperature excursions down from 14 a quarter to none.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>清泽生物制药从事单抗和疫苗的西林瓶及预灌封注射器灌装。成品从包装到发运必须始终保持在2–8 °C，每一批次在质量受权人放行前都处于待验状态。原有冷库为人工货架，每天开门数百次，每次温度偏差都要逐一调查；待验状态靠标签和电子表格管理。而工厂的产能即将翻番。</p>
<h2>解决方案</h2>
<p>我们在包装车间旁建设了一座自动化冷库，堆垛机专为2–8 °C环境连续运行设计。托盘从包装线经同一个缓冲间入库，日常无需人员进入。待验、合格、不合格状态由WMS管理并在物理上强制执行：未放行的托盘无法被调出发运。整套系统与客户质量团队共同完成IQ、OQ、PQ验证，其中包括在夏季和冬季分别使用54个探头进行的温度分布验证。</p>
<ul>
<li>2–8 °C型堆垛机3台，额定载重1000 kg，起升高度22 m，定位精度±3 mm</li>
<li>库架合一保温库体，托盘货位2880个</li>
<li>54点经验证的温度监测系统，制冷机组冗余配置</li>
<li>带缓冲间的出入库通道，配快速保温门</li>
<li>StarOS WMS：待验管理、电子签名和审计追踪</li>
<li>验证文件包：用户需求追溯矩阵、IQ/OQ/PQ方案及报告</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>温度偏差（次/季度）</td><td>14</td><td>0</td></tr>
<tr><td>人员进入冷区开门次数（次/天）</td><td>约350</td><td>0</td></tr>
<tr><td>放行至发运时间</td><td>6小时</td><td>40分钟</td></tr>
<tr><td>存储能力</td><td>900托</td><td>2880托</td></tr>
</tbody>
</table>
<p>该冷库已纳入新产品上市前的官方检查范围并顺利通过。质量部门不再需要处理温度偏差调查，放行后的批次当天即可发往各地疾控中心和经销商。</p>`,
      en: `<h2>The challenge</h2>
<p>Qingze fills monoclonal antibodies and vaccines into vials and prefilled syringes. Finished goods must stay at 2 to 8 °C from packaging to dispatch, and every batch waits in quarantine until the qualified person releases it. In the old manual cold rooms, doors opened hundreds of times a day, every excursion had to be investigated and quarantine was tracked on labels and spreadsheets. Output was about to double.</p>
<h2>Our solution</h2>
<p>We built an automated cold store next to the packaging hall, with stacker cranes designed for continuous operation at 2 to 8 °C. Pallets enter from packaging through a single airlock and nobody needs to go inside during normal operation. Quarantined, released and rejected status is held in the WMS and enforced physically: a pallet that has not been released cannot be retrieved for shipping. The system was validated through IQ, OQ and PQ together with the customer's quality team, including temperature mapping with 54 probes in both summer and winter.</p>
<ul>
<li>3 stacker cranes rated for 2-8 °C, rated load 1,000 kg, lift height 22 m, positioning accuracy ±3 mm</li>
<li>Insulated rack-clad building with 2,880 pallet positions</li>
<li>Validated 54-point temperature monitoring with redundant refrigeration units</li>
<li>Airlocked inbound and outbound transfer with fast-acting insulated doors</li>
<li>StarOS WMS with quarantine management, electronic signatures and audit trail</li>
<li>Validation package: requirements traceability, IQ/OQ/PQ protocols and reports</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Temperature excursions per quarter</td><td>14</td><td>0</td></tr>
<tr><td>Personnel door openings into the cold area per day</td><td>about 350</td><td>0</td></tr>
<tr><td>Release-to-dispatch time</td><td>6 h</td><td>40 min</td></tr>
<tr><td>Storage capacity</td><td>900 pallets</td><td>2,880 pallets</td></tr>
</tbody>
</table>
<p>The store was covered by the regulatory inspection for the plant's new product and passed without findings. The quality team no longer spends time on excursion investigations, and released batches now leave for disease-control centres and distributors on the same day.</p>`,
    },
    publishDate: '2024-08-27',
    tags: ['gsp', 'cold-storage', 'as-rs', 'stacker-crane'],
    image: 'case-biologics-cold',
  },
  {
    category: 'pharmaceutical',
    customer: {
      zh: '灵枢中药饮片',
      en: 'Lingshu Herbal Pieces',
    },
    title: {
      zh: '1600个中药饮片品规的“货到人”拣选改造',
      en: 'Goods-to-person picking for 1,600 herbal medicine specifications',
    },
    summary: {
      zh: '在一座层高7.5米的租赁仓库内，96台潜伏顶升AGV配合称重复核工作站，拣选效率提升至原来的3.6倍，差错率降至万分之一以下。',
      en: 'Inside a leased building with 7.5 m of clear height, 96 jacking AGVs and weight-checked picking stations made pickers 3.6 times as productive and cut errors below one in ten thousand.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>灵枢中药饮片加工并配送中药饮片，客户主要是医院中药房和代煎中心。仓库经营约1600个品规，很多饮片质轻、体积大，部分品种必须存放在20 °C以下的阴凉库中，以防霉变和虫蛀。拣货员每班要在货架间步行约18公里，外观相近的饮片偶尔会被装错袋。仓库是租赁厂房，净高7.5 m，地面承载2.5 t/m²，重型货架方案无法实施。</p>
<h2>解决方案</h2>
<p>我们用1.2 m × 1.0 m的移动货架取代固定货架，由潜伏顶升AGV将货架送到拣选工作站。每个工作站配有电子秤，系统按品规设定称重公差，自动比对实拣重量与理论重量，并为每次拣选拍照留存。阴凉区（10–20 °C，相对湿度35%–75%）作为独立区域运行，配有专属机器人和快速门。WMS管理每批饮片的产地、批号和检验报告，确保来源可追溯。</p>
<ul>
<li>潜伏顶升AGV 96台，额定载重800 kg，二维码导航，定位精度±10 mm</li>
<li>移动货架2100个，分布于常温区和阴凉区</li>
<li>拣选工作站14个，配称重复核和拍照记录</li>
<li>两区温湿度在线监测，记录数据满足GSP要求</li>
<li>Fleet Scheduler调度系统与StarOS WMS，管理批号、产地及检验报告</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>人均每小时拣选行数</td><td>85</td><td>310</td></tr>
<tr><td>拣选差错率</td><td>0.12%</td><td>0.008%</td></tr>
<tr><td>拣货员每班步行距离</td><td>18 km</td><td>几乎为零</td></tr>
<tr><td>同一厂房存储容量</td><td>100%</td><td>138%</td></tr>
</tbody>
</table>
<p>改造分两个周末完成切换，期间医院订单正常交付。由于不依赖固定设施，灵枢在租约到期迁址时可以将整套系统原样搬走。</p>`,
      en: `<h2>The challenge</h2>
<p>Lingshu processes prepared herbal slices and supplies them to hospital pharmacies and decoction centres. It handles about 1,600 specifications, many of them light and bulky, and several must be kept in a cool room below 20 °C to prevent mould and insects. Pickers walked around 18 km per shift, and herbs that look alike occasionally went into the wrong bag. The warehouse is leased, with 7.5 m of clear height and a floor rated at 2.5 t/m², which ruled out heavy racking.</p>
<h2>Our solution</h2>
<p>Mobile shelves measuring 1.2 × 1.0 m replaced the static shelving, and jacking AGVs bring them to picking stations. Each station has a scale: the system compares the picked weight with the expected weight using a tolerance set per specification, and a camera records every pick. The cool zone, at 10 to 20 °C and 35 to 75 percent relative humidity as GSP requires, runs as a separate area with its own robots and a fast door. The WMS records origin, batch and test report for every lot.</p>
<ul>
<li>96 jacking AGVs, rated load 800 kg, QR-code navigation, positioning accuracy ±10 mm</li>
<li>2,100 mobile shelves across the ambient and cool zones</li>
<li>14 picking stations with weight checks and photo records</li>
<li>Temperature and humidity monitoring in both zones, recorded for GSP</li>
<li>Fleet Scheduler and StarOS WMS with batch, origin and test report management</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Order lines per picker-hour</td><td>85</td><td>310</td></tr>
<tr><td>Picking error rate</td><td>0.12%</td><td>0.008%</td></tr>
<tr><td>Walking distance per picker per shift</td><td>18 km</td><td>almost none</td></tr>
<tr><td>Storage capacity in the same building</td><td>100%</td><td>138%</td></tr>
</tbody>
</table>
<p>The switch-over took place over two weekends without interrupting hospital deliveries. Because the system needs no fixed installations, Lingshu can take it along unchanged when its lease ends and it moves to a new site.</p>`,
    },
    publishDate: '2025-12-03',
    tags: ['gsp', 'agv', 'wms', 'retrofit'],
    image: 'case-herbal-gtp',
  },
  // ------------------------------------------------------------- cold chain
  {
    category: 'cold-chain',
    customer: {
      zh: '冰源冷链物流',
      en: 'Bingyuan Cold Chain Logistics',
    },
    title: {
      zh: '-25 °C下连续运行的30米冷冻自动化立体库',
      en: 'A 30-metre frozen AS/RS operating at -25 °C',
    },
    summary: {
      zh: '9台耐低温堆垛机、11700个货位的库架合一冷冻库，单位面积存储量提高到原来的4倍，每托盘日均制冷能耗下降一半以上。',
      en: 'A rack-clad frozen store with nine cold-rated stacker cranes and 11,700 pallet positions holds four times as much per square metre as the old store and uses less than half the refrigeration energy per pallet.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>冰源冷链经营一座公共冷库，存放冻肉、水产和速冻预制菜。旧库采用驶入式货架和前移式叉车，库温-22 °C，司机每作业一段时间就必须出库回暖，叉车电池在低温下容量也要损失三分之一。冷库靠近城区，土地价格高昂，而电费是除人工之外最大的运营成本。</p>
<h2>解决方案</h2>
<p>向高处要空间，可以同时解决这两个问题。我们建设了一座30米高的库架合一冷冻库，以保温板围护，11700个托盘位的占地面积只有同等容量平库的四分之一左右，围护面积减小也意味着冷量损失更少。堆垛机按-25 °C连续运行设计：低温润滑脂、带加热的电控柜、耐寒电缆和无刷电机。托盘经垂直提升机和快速门进出+4 °C的恒温穿堂，湿热空气不会进入冻结间。巷道端部的维修平台位于保温区内，维保人员可以在常温下作业。</p>
<ul>
<li>-25 °C型双立柱堆垛机9台，额定载重1200 kg，起升高度28 m，运行速度180 m/min</li>
<li>库架合一保温库体，托盘货位11700个</li>
<li>+4 °C恒温穿堂，10个装车口，配门封</li>
<li>各巷道端部设保温维修间</li>
<li>StarOS WMS，支持公共冷库多货主计费</li>
<li>能耗监测系统，与制冷机房联动</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>旧库</th><th>新库</th></tr></thead>
<tbody>
<tr><td>每1000 m²占地托盘位数</td><td>1150</td><td>4700</td></tr>
<tr><td>每托盘每日制冷能耗</td><td>0.62 kWh</td><td>0.29 kWh</td></tr>
<tr><td>每班冻结间内作业人数</td><td>16人</td><td>0</td></tr>
<tr><td>峰值出入库能力</td><td>95托/小时</td><td>260托/小时</td></tr>
</tbody>
</table>
<p>新库投运后经历了两个完整的夏季，堆垛机可用率保持在99.4%以上。冰源已将同样的设计用于第二座冷库的规划。</p>`,
      en: `<h2>The challenge</h2>
<p>Bingyuan runs a public cold store for frozen meat, seafood and ready meals. The old building used drive-in racks and reach trucks at -22 °C, where drivers could only work in short spells with warm-up breaks, and forklift batteries lost about a third of their capacity in the cold. Land near the city was expensive, and electricity was the largest operating cost after labour.</p>
<h2>Our solution</h2>
<p>Building upwards solved both problems. A 30-metre rack-clad store with insulated panels holds 11,700 pallets on about a quarter of the floor area a conventional cold store would need, and the smaller envelope means less heat gain. The cranes were specified for continuous operation at -25 °C, with low-temperature grease, heated control cabinets, cold-rated cables and brushless motors. Pallets enter and leave through a conditioned +4 °C dock via a vertical lift and fast-acting doors, so warm, humid air never reaches the freezer chamber. Technicians service the cranes from warm maintenance bays at the aisle ends.</p>
<ul>
<li>9 double-mast stacker cranes for -25 °C, rated load 1,200 kg, lift height 28 m, travel speed 180 m/min</li>
<li>Insulated rack-clad building with 11,700 pallet positions</li>
<li>Conditioned +4 °C dock with 10 loading doors and dock seals</li>
<li>Insulated maintenance bays at the end of each aisle</li>
<li>StarOS WMS with multi-owner billing for a public cold store</li>
<li>Energy monitoring linked to the refrigeration plant</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Old store</th><th>New store</th></tr></thead>
<tbody>
<tr><td>Pallet positions per 1,000 m² of floor</td><td>1,150</td><td>4,700</td></tr>
<tr><td>Refrigeration energy per pallet per day</td><td>0.62 kWh</td><td>0.29 kWh</td></tr>
<tr><td>Operators in the freezer chamber per shift</td><td>16</td><td>0</td></tr>
<tr><td>Peak throughput</td><td>95 pallets per hour</td><td>260 pallets per hour</td></tr>
</tbody>
</table>
<p>The store has now been through two full summers with crane availability above 99.4 percent, and Bingyuan is using the same design for the second cold store it is planning.</p>`,
    },
    publishDate: '2023-12-06',
    tags: ['cold-storage', 'as-rs', 'stacker-crane'],
    image: 'case-frozen-asrs',
  },
  {
    category: 'cold-chain',
    customer: {
      zh: '雪樱速冻食品',
      en: 'Xueying Frozen Foods',
    },
    title: {
      zh: '速冻水饺工厂的-23 °C四向穿梭车冷库',
      en: 'Four-way shuttles at -23 °C for a frozen dumpling maker',
    },
    summary: {
      zh: '利用一座带不规则柱网的旧保温库房，20台耐低温四向穿梭车把厂内冷冻库容从6000托扩大到15600托，旺季不再外租冷库。',
      en: 'Twenty cold-rated four-way shuttles turned an existing insulated building with irregular columns into 9,600 extra frozen pallet positions, so peak-season stock no longer goes to rented cold stores.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>雪樱速冻食品生产水饺、包子和汤圆，春节和元宵节前出现明显的销售高峰，高峰期产量约为全年平均的2.5倍。原有冷库是一座6000托位的传统冷库，库温-20 °C。旺季时多出来的货只能送到外租的第三方冷库，既增加了短驳费用，库存也看不清。工厂希望在自有厂区内扩容，但唯一可用的是一座净高16 m、柱网不规则的旧保温库房。</p>
<h2>解决方案</h2>
<p>四向穿梭车系统最适合这栋建筑。货架围绕既有立柱排布，穿梭车和提升机按-23 °C环境选型：钛酸锂电池在低温下依然保持较高的充放电能力，配合低温润滑脂和密封电气元件。速冻隧道出来的产品在码垛后经输送线直接入库，全程不离开低温环境。旺季到来前，只需增加穿梭车数量即可提升出入库能力。</p>
<ul>
<li>-23 °C型四向穿梭车20台，额定载重1200 kg，钛酸锂电池，运行速度1.5 m/s</li>
<li>提升机5台，11个存储层，托盘货位9600个</li>
<li>与螺旋速冻机和码垛单元直连的输送线</li>
<li>三个温区：-23 °C存储区、0–4 °C暂存区、+10 °C装车月台</li>
<li>StarOS WMS，按生产日期和保质期执行先到期先出</li>
<li>StarWCS，协调穿梭车、提升机和输送线</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>厂内冷冻库容</td><td>6000托</td><td>15600托</td></tr>
<tr><td>旺季外租冷库存放量</td><td>4200托</td><td>0</td></tr>
<tr><td>速冻下线至入库时间</td><td>45分钟</td><td>8分钟</td></tr>
<tr><td>出库能力</td><td>90托/小时</td><td>210托/小时</td></tr>
</tbody>
</table>
<p>第一个旺季，外租冷库费用和短驳运费全部取消。产品从速冻到入库的时间大大缩短，中心温度回升的问题也随之消失，客户对产品表面结霜的投诉明显减少。</p>`,
      en: `<h2>The challenge</h2>
<p>Xueying makes frozen dumplings, steamed buns and glutinous rice balls, with sharp sales peaks before Spring Festival and the Lantern Festival, when output runs at about 2.5 times the yearly average. Its conventional 6,000-pallet cold store ran at -20 °C, and peak overflow went to rented third-party stores, adding transport costs and blurring stock visibility. It wanted more capacity on its own site, but the only space available was an old insulated building with 16 metres of clear height and irregular column spacing.</p>
<h2>Our solution</h2>
<p>A four-way shuttle system suited that building best. The racking was laid out around the existing columns, and shuttles and lifts were selected for -23 °C: lithium titanate batteries that keep their charge and discharge performance in the cold, low-temperature grease and sealed electronics. Product from the freezing tunnels is palletized and conveyed straight into storage without leaving the cold. Before each peak season, throughput can be raised simply by adding shuttles.</p>
<ul>
<li>20 four-way shuttles for -23 °C, rated load 1,200 kg, lithium titanate batteries, travel speed 1.5 m/s</li>
<li>5 lifts serving 11 storage levels with 9,600 pallet positions</li>
<li>Direct conveyor link from the spiral freezers and palletizing cells</li>
<li>Three temperature zones: -23 °C storage, 0-4 °C staging and a +10 °C loading dock</li>
<li>StarOS WMS with production date, shelf life and first-expired-first-out dispatch</li>
<li>StarWCS Control coordinating shuttles, lifts and conveyors</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Frozen capacity on site</td><td>6,000 pallets</td><td>15,600 pallets</td></tr>
<tr><td>Pallets held in rented stores at peak</td><td>4,200</td><td>0</td></tr>
<tr><td>Time from freezer to storage</td><td>45 min</td><td>8 min</td></tr>
<tr><td>Dispatch throughput</td><td>90 pallets per hour</td><td>210 pallets per hour</td></tr>
</tbody>
</table>
<p>In the first peak season all rental and shuttle-transport costs disappeared. With product reaching storage so much faster, core temperatures no longer creep up after freezing, and complaints about frost on the packs have dropped noticeably.</p>`,
    },
    publishDate: '2025-01-21',
    tags: ['cold-storage', 'four-way-shuttle', 'wms'],
    image: 'case-dumpling-shuttle',
  },
  {
    category: 'cold-chain',
    customer: {
      zh: '海港冷链（保税）物流',
      en: 'Haigang Bonded Cold Chain Logistics',
    },
    title: {
      zh: '港口进口肉类冷库的耐低温叉车AGV改造',
      en: 'Cold-rated forklift AGVs for an imported-meat port cold store',
    },
    summary: {
      zh: '在保留原有货架的前提下，14台耐低温前移式叉车AGV接管冻结间作业，WMS同步管理海关和检疫扣货状态。',
      en: 'Fourteen cold-rated reach AGVs took over freezer work in the existing racks, while the WMS now manages customs and quarantine holds for every imported pallet.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>海港冷链在集装箱码头旁运营一座保税冷库，接收以冷藏集装箱进口的牛肉、猪肉和禽肉。每个货柜都要拆箱、抽样，并在海关和检疫放行前单独扣存。冷库共有14000个选取式货架位，库温-20 °C，另有0–4 °C的查验区，全部由人工前移式叉车作业。冻结间岗位人员流动大，公司希望实现自动化，但不愿拆除仅使用了六年的货架。</p>
<h2>解决方案</h2>
<p>我们先对全部货架进行激光扫描检测，绝大多数横梁在公差范围内，仅有300个货位需要重新调平。随后引入耐低温前移式叉车AGV，在原有货架中完成上架和出库。AGV采用反光板激光导航，在冷库雾气中依然稳定；磷酸铁锂电池带加热功能，在+4 °C前室内随机补电。卸柜仍由人工叉车完成，AGV从交接车道取货。WMS对处于海关或检疫扣押状态的托盘自动锁定，禁止出库。</p>
<ul>
<li>-25 °C型前移式叉车AGV 14台，额定载重1400 kg，起升高度9 m，反光板激光导航，定位精度±10 mm</li>
<li>带加热的磷酸铁锂电池，在+4 °C前室随机补电</li>
<li>既有选取式货架的调平与安全检测</li>
<li>卸柜月台设置人机交接车道</li>
<li>StarOS WMS：海关及检疫扣货、抽样任务、保税账册管理</li>
<li>Fleet Scheduler：人车混行区域管理，靠近人员时自动限速</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>每班冻结间作业人员</td><td>18人</td><td>5人</td></tr>
<tr><td>卸柜后完成上架时间</td><td>70分钟</td><td>20分钟</td></tr>
<tr><td>库存准确率</td><td>98.6%</td><td>99.95%</td></tr>
<tr><td>货架碰撞事件（次/月）</td><td>6</td><td>0.3</td></tr>
</tbody>
</table>
<p>冻结间的岗位招聘压力大幅缓解，货柜在码头的滞留时间也相应缩短。由于扣货状态由系统强制执行，海关对保税账册的核查工作量明显减少。</p>`,
      en: `<h2>The challenge</h2>
<p>Haigang operates a bonded cold store next to a container terminal, receiving imported beef, pork and poultry in reefer containers. Every container is unloaded, sampled and held until customs and quarantine clear it. The store has 14,000 selective rack positions at -20 °C and a 0 to 4 °C inspection hall, all served by manned reach trucks. Staff turnover in freezer jobs was high, and the company wanted to automate without tearing out racks that were only six years old.</p>
<h2>Our solution</h2>
<p>A laser survey found most rack beams within tolerance; 300 locations were re-levelled. Cold-rated reach AGVs now work the existing racks. They navigate by laser reflectors, which stay reliable in freezer fog, and run on heated batteries that top up in the +4 °C anteroom. Containers are still unloaded by manned trucks, and the AGVs collect pallets from handover lanes. The WMS locks every pallet under a customs or quarantine hold so that it cannot be dispatched.</p>
<ul>
<li>14 reach AGVs for -25 °C, rated load 1,400 kg, lift height 9 m, laser reflector navigation, positioning accuracy ±10 mm</li>
<li>Heated lithium iron phosphate batteries with opportunity charging in the +4 °C anteroom</li>
<li>Re-levelling and safety inspection of the existing selective racking</li>
<li>Handover lanes at the container unloading dock</li>
<li>StarOS WMS with customs and quarantine holds, sampling tasks and bonded stock records</li>
<li>Fleet Scheduler with mixed-traffic zones and automatic speed limits near people</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Freezer operators per shift</td><td>18</td><td>5</td></tr>
<tr><td>Put-away time after unloading</td><td>70 min</td><td>20 min</td></tr>
<tr><td>Inventory accuracy</td><td>98.6%</td><td>99.95%</td></tr>
<tr><td>Rack impacts per month</td><td>6</td><td>0.3</td></tr>
</tbody>
</table>
<p>Hiring for freezer work is no longer a constant struggle, and containers spend less time waiting at the terminal. Because holds are enforced by the system, customs checks of the bonded stock records now take far less effort.</p>`,
    },
    publishDate: '2026-06-16',
    tags: ['cold-storage', 'agv', 'retrofit'],
    image: 'case-meat-port-forklift',
  },
  // ------------------------------------------------------- retail-ecommerce
  {
    category: 'retail-ecommerce',
    customer: {
      zh: '佳品优选电商',
      en: 'Jiapin Online',
    },
    title: {
      zh: '日发货38万件的交叉带分拣中心',
      en: 'A cross-belt sorter that ships 380,000 parcels a day',
    },
    summary: {
      zh: '双层交叉带分拣机配合六面扫码和数字孪生仿真，大促峰值日发货量提升到38万件，错分率降至万分之一。',
      en: 'A dual-level cross-belt sorter with six-sided scanning, tested on a digital twin before go-live, lifted peak-day output to 380,000 parcels and cut mis-sorts to one in ten thousand.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>佳品优选经营家居日用和个护产品线上零售，区域履约中心通过五家快递公司向11个省份发货。大促期间单量可达平日的四倍，原先按快递公司和省份人工分拣，每次大促都要临时招募并培训约300人。一旦分错，包裹就会被送到错误的转运中心，派送时间平均要多出两天。</p>
<h2>解决方案</h2>
<p>我们在打包区之后设置了一台双层交叉带分拣机。包裹自动供包，经六面扫码、称重和体积测量后，按快递公司和目的地落入对应格口，格口旁的亮灯提示工作人员集包。上线之前，我们在Digital Twin Studio中用历史大促数据对整个系统进行了仿真，提前调整了供包节奏和格口分配。</p>
<ul>
<li>双层交叉带分拣机，小车1080个，线速度2.5 m/s，额定能力20000件/小时</li>
<li>自动供包台18个，配六面扫码和动态称重</li>
<li>目的地格口420个，配亮灯集包</li>
<li>体积测量系统，用于核对快递计费</li>
<li>StarWCS分拣控制系统，对接订单系统和各快递公司接口</li>
<li>Digital Twin Studio：上线前大促仿真与运行实时监控</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>大促峰值日发货量</td><td>16万件</td><td>38万件</td></tr>
<tr><td>错分率</td><td>0.3%</td><td>0.01%</td></tr>
<tr><td>大促临时用工</td><td>300人</td><td>60人</td></tr>
<tr><td>当日发货截单时间</td><td>16:00</td><td>22:00</td></tr>
</tbody>
</table>
<p>截单时间推迟六小时后，晚间下单的顾客也能在次日收到包裹，这已成为佳品优选的主要卖点之一。体积测量数据还帮助公司在与快递公司的年度结算中核减了大量计费差异。</p>`,
      en: `<h2>The challenge</h2>
<p>Jiapin sells household and personal-care products online. Its regional fulfilment centre ships to 11 provinces through five parcel carriers. During promotional events volume jumps to four times a normal day, and sorting by carrier and province was done by hand, which meant recruiting and training about 300 temporary staff for every event. A mis-sorted parcel travelled to the wrong hub and arrived two days late on average.</p>
<h2>Our solution</h2>
<p>We installed a dual-level cross-belt sorter after the packing area. Parcels are inducted automatically, scanned on six sides, weighed and measured, then dropped into chutes by carrier and destination, where put-to-light indicators guide staff as they close bags. Before go-live we ran the whole system on Digital Twin Studio against order data from past promotions, which let us tune induction rates and chute allocation in advance.</p>
<ul>
<li>Dual-level cross-belt sorter with 1,080 carriers, 2.5 m/s, rated at 20,000 items per hour</li>
<li>18 automatic induction stations with six-sided scanning and in-motion weighing</li>
<li>420 destination chutes with put-to-light bagging</li>
<li>Dimensioning system for checking carrier invoices</li>
<li>StarWCS sorting control, linked to the order system and carrier interfaces</li>
<li>Digital Twin Studio for pre-launch peak simulation and live monitoring</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Parcels shipped on peak day</td><td>160,000</td><td>380,000</td></tr>
<tr><td>Mis-sort rate</td><td>0.3%</td><td>0.01%</td></tr>
<tr><td>Temporary staff during promotions</td><td>300</td><td>60</td></tr>
<tr><td>Cut-off for same-day dispatch</td><td>16:00</td><td>22:00</td></tr>
</tbody>
</table>
<p>With a cut-off six hours later, customers who order in the evening still receive their parcel the next day, which has become one of the retailer's main selling points. The dimension data has also helped Jiapin settle billing differences with its carriers at the annual reconciliation.</p>`,
    },
    publishDate: '2023-11-08',
    tags: ['sorting', 'wcs', 'digital-twin'],
    image: 'case-parcel-crossbelt',
  },
  {
    category: 'retail-ecommerce',
    customer: {
      zh: '汇邻连锁超市',
      en: 'Huilin Supermarkets',
    },
    title: {
      zh: '服务260家门店的混箱机器人码垛配送中心',
      en: 'Mixed-case robotic palletizing for a 260-store supermarket chain',
    },
    summary: {
      zh: '立体库、箱式缓存与10台混箱码垛机器人组合，按门店货架顺序自动组托，门店上架时间缩短四成，货损索赔下降八成以上。',
      en: 'An AS/RS, a case buffer and ten mixed-case palletizing robots now build store pallets in shelf order, cutting shelving time at the stores by 40 percent and damage claims by more than 80 percent.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>汇邻经营260家超市和便利店。其常温配送中心按箱拣选、组托，一个门店托盘通常由60到90箱、30多个品项组成。人工组托劳动强度大，托盘稳定性因人而异，压坏商品的情况屡见不鲜；货到门店后，店员还得先把整托商品按货架顺序重新分拣一遍，才能开始上架。</p>
<h2>解决方案</h2>
<p>供应商送来的整托商品先进入托盘立体库，按需出库后由自动拆垛机逐层拆开，单箱进入箱式缓存。码垛机器人依据垛型软件计算出的方案组托：重箱在下、易压商品在上，同时按门店货架通道归组，门店可以按顺序直接上架。组好的托盘经缠绕、贴标后送往发货区。</p>
<ul>
<li>托盘立体库：堆垛机8台，额定载重1000 kg，货位18500个</li>
<li>自动分层拆垛机4台</li>
<li>穿梭车式箱式缓存，货格42000个</li>
<li>混箱码垛机器人10台，每台500–600箱/小时</li>
<li>垛型计算软件：稳定性校核、抗压规则、按门店通道归组</li>
<li>StarOS WMS：门店补货与波次计划</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>日处理箱数</td><td>65000</td><td>110000</td></tr>
<tr><td>门店货损索赔比例</td><td>0.35%</td><td>0.06%</td></tr>
<tr><td>门店每托上架时间</td><td>42分钟</td><td>25分钟</td></tr>
<tr><td>组托作业人员</td><td>120人</td><td>26人</td></tr>
</tbody>
</table>
<p>门店员工把节省下来的时间用在了理货和顾客服务上。配送中心在不增加夜班人员的情况下，承接了汇邻近两年新开的40家门店。</p>`,
      en: `<h2>The challenge</h2>
<p>Huilin runs 260 supermarkets and convenience stores. Its ambient distribution centre builds store orders case by case, and a typical store pallet holds 60 to 90 cases of more than 30 different items. Building them by hand was heavy work, pallet stability depended on who built it, and crushed goods were common. Once a pallet reached the store, staff had to sort it into aisle order before they could start filling shelves.</p>
<h2>Our solution</h2>
<p>Full supplier pallets go into a pallet AS/RS. When stock is needed, automatic depalletizers break them down layer by layer and single cases flow into a case buffer. Robots then build each store pallet from a pattern calculated by software: heavy cases at the bottom, fragile items on top, and cases grouped by store aisle so that shelving can follow the pallet from top to bottom. Pallets are stretch-wrapped and labelled on the way to dispatch.</p>
<ul>
<li>Pallet AS/RS with 8 stacker cranes, rated load 1,000 kg, 18,500 positions</li>
<li>4 automatic layer depalletizers</li>
<li>Shuttle-based case buffer with 42,000 tray positions</li>
<li>10 mixed-case palletizing robots, 500 to 600 cases per hour each</li>
<li>Pattern software with stability checks, crush rules and store-aisle grouping</li>
<li>StarOS WMS with store replenishment and wave planning</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Cases handled per day</td><td>65,000</td><td>110,000</td></tr>
<tr><td>Store damage claims</td><td>0.35%</td><td>0.06%</td></tr>
<tr><td>Store shelving time per pallet</td><td>42 min</td><td>25 min</td></tr>
<tr><td>Staff building pallets</td><td>120</td><td>26</td></tr>
</tbody>
</table>
<p>Store teams now spend the time saved on shelf care and customers. The distribution centre has also taken on the 40 stores Huilin opened over the past two years without adding a single person to the night shift.</p>`,
    },
    publishDate: '2024-09-24',
    tags: ['palletizing', 'as-rs', 'wms'],
    image: 'case-supermarket-palletizing',
  },
  {
    category: 'retail-ecommerce',
    customer: {
      zh: '千衣服饰',
      en: 'Qianyi Fashion',
    },
    title: {
      zh: '线上女装品牌的“货到人”AGV拣选与退货分拣',
      en: 'Goods-to-person AGVs and returns sorting for an online fashion brand',
    },
    summary: {
      zh: '260台潜伏顶升AGV与96台分拣机器人共用一套系统，拣货和退货上架在同一工作站完成，96%的退货在24小时内重新上架销售。',
      en: 'Two hundred and sixty jacking AGVs and a 96-robot sorting platform handle picking and returns in one system, putting 96 percent of returns back on sale within 24 hours.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>千衣服饰在线上销售女装，尺码、颜色组合后共有约6万个SKU，每两周上新一次，退货率接近30%。退货已经成为仓库的一大难题：每件退货都要检验、重新包装，并在24小时内重新上架，否则就会错过所属系列的销售窗口。原仓库采用人工推车在货架间拣货，效率难以提升。</p>
<h2>解决方案</h2>
<p>我们用潜伏顶升AGV将货架送到工作站，每个工作站既可拣货，也可进行退货上架：退货检验合格后，系统为其分配一个正在前往工作站的货架，直接放回可售库存。多件订单和退货包裹由小型分拣机器人平台按订单或目的地分拣。WMS按款、色、码管理SKU，并对退货进行分级处理。</p>
<ul>
<li>潜伏顶升AGV 260台，额定载重600 kg，二维码导航，定位精度±10 mm</li>
<li>移动货架7800个，存放6万个SKU</li>
<li>拣选与退货上架两用工作站24个</li>
<li>分拣机器人平台，机器人96台，目的地格口480个</li>
<li>Fleet Scheduler调度系统与StarOS WMS，支持款色码管理和退货分级</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>人均每小时拣货件数</td><td>110</td><td>420</td></tr>
<tr><td>24小时内重新上架的退货比例</td><td>55%</td><td>96%</td></tr>
<tr><td>大促当日发货订单</td><td>9万单</td><td>26万单</td></tr>
<tr><td>拣选准确率</td><td>99.7%</td><td>99.99%</td></tr>
</tbody>
</table>
<p>退货能更快回到可售库存，千衣得以减少每个系列的首批备货量，季末清仓折扣也随之收窄。系统上线以来，仓库没有再为大促额外租用临时场地。</p>`,
      en: `<h2>The challenge</h2>
<p>Qianyi sells women's clothing online. With sizes and colours, its range runs to about 60,000 SKUs, a new collection arrives every two weeks and the return rate is close to 30 percent. Returns had become a warehouse problem of their own: each returned item must be inspected, repacked and back on sale within 24 hours, or it misses the selling window of its collection. The old warehouse relied on pickers pushing carts between static shelves.</p>
<h2>Our solution</h2>
<p>Jacking AGVs now bring shelves to workstations that handle both picking and returns. Once a return passes inspection, the system assigns it to a shelf that is already heading to that station, so it goes straight back into saleable stock. Multi-item orders and returned parcels are sorted by a platform of small sorting robots. The WMS manages SKUs by style, colour and size and grades every return.</p>
<ul>
<li>260 jacking AGVs, rated load 600 kg, QR-code navigation, positioning accuracy ±10 mm</li>
<li>7,800 mobile shelves holding 60,000 SKUs</li>
<li>24 dual-purpose stations for picking and returns put-away</li>
<li>Sorting platform with 96 robots and 480 destinations</li>
<li>Fleet Scheduler and StarOS WMS with style-colour-size management and returns grading</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Items picked per person-hour</td><td>110</td><td>420</td></tr>
<tr><td>Returns back on sale within 24 hours</td><td>55%</td><td>96%</td></tr>
<tr><td>Orders shipped on promotion day</td><td>90,000</td><td>260,000</td></tr>
<tr><td>Picking accuracy</td><td>99.7%</td><td>99.99%</td></tr>
</tbody>
</table>
<p>Because returns reach saleable stock faster, Qianyi now buys smaller first runs for each collection, and end-of-season markdowns have narrowed. Since go-live the warehouse has not needed to rent overflow space for a promotion.</p>`,
    },
    publishDate: '2026-09-15',
    tags: ['agv', 'sorting', 'wms'],
    image: 'case-fashion-gtp',
  },
  // ------------------------------------------------------------- automotive
  {
    category: 'automotive',
    customer: {
      zh: '鸿途汽车总装厂',
      en: 'Hongtu Motors Final Assembly Plant',
    },
    title: {
      zh: '140台AGV实现整车总装线JIT/JIS排序配送',
      en: 'Sequenced line feeding with 140 AGVs for a vehicle final assembly plant',
    },
    summary: {
      zh: '140台AGV根据MES车序广播向总装线排序配送零件，线边库存从6小时降到2小时，为第三款车型腾出了工位空间。',
      en: 'One hundred and forty AGVs deliver parts to the assembly line in vehicle sequence from the MES broadcast, cutting line-side stock from six hours to two and freeing space for a third model.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>鸿途汽车总装厂生产SUV和MPV，纯电与混动车型共线，节拍60 JPH。车型配置多，线边零件号多达1200个，牵引车和叉车挤满了物流通道，线边库存占据了新增工位所需的空间，错配零件还会导致返工。工厂计划在不扩建厂房的情况下导入第三款车型。</p>
<h2>解决方案</h2>
<p>物流区的超市按MES下发的车序广播完成排序拣配，潜伏顶升AGV将排序料架送到线边对接工位，每个料架在消耗前约15分钟到位，空料架自动返回。托盘类大件由叉车AGV直接送线。调度系统统一管理全部车辆，在36个交叉路口实施交通管制，并与总装线安灯系统联动：线体停线时，相应的配送任务自动暂停。</p>
<ul>
<li>潜伏顶升AGV 120台，额定载重1000 kg，二维码加激光导航，定位精度±10 mm</li>
<li>叉车AGV 20台，额定载重1500 kg，用于托盘类零件</li>
<li>排序拣配区，配电子标签和MES车序广播</li>
<li>线边自动对接工位及空料架自动回收</li>
<li>Fleet Scheduler调度系统，统一管理140台车辆，36个路口交通管制</li>
<li>StarWCS设备控制系统，对接工厂MES和安灯系统</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>线边库存</td><td>6小时</td><td>2小时</td></tr>
<tr><td>物流通道内有人驾驶车辆</td><td>85台</td><td>12台</td></tr>
<tr><td>错配送货（次/月）</td><td>34</td><td>1</td></tr>
<tr><td>因物料造成的停线（次/月）</td><td>9</td><td>0.5</td></tr>
</tbody>
</table>
<p>线边腾出的空间容纳了第三款车型所需的全部新增工位，新车型在没有扩建厂房的情况下按期投产。通道内车辆减少后，厂内交通安全事件也大幅下降。</p>`,
      en: `<h2>The challenge</h2>
<p>Hongtu's final assembly plant builds SUVs and MPVs, with electric and hybrid versions sharing one line at 60 jobs per hour. With many variants and up to 1,200 part numbers at the line side, tuggers and forklifts crowded the aisles, line-side stock filled space needed for new stations, and wrong-variant parts caused rework. The plant had to introduce a third model without extending the building.</p>
<h2>Our solution</h2>
<p>In the logistics supermarket, parts are picked into sequence racks following the vehicle-order broadcast from the MES. Jacking AGVs carry each rack to a docking station at the line about 15 minutes before it is needed and bring the empty rack back. Palletised parts go directly to the line by forklift AGV. The scheduler runs every vehicle, controls traffic at 36 crossings and listens to the andon system, so deliveries to a stopped section pause automatically.</p>
<ul>
<li>120 jacking AGVs, rated load 1,000 kg, QR-code and laser navigation, positioning accuracy ±10 mm</li>
<li>20 forklift AGVs, rated load 1,500 kg, for palletised parts</li>
<li>Sequencing area with pick-to-light, driven by the MES vehicle-order broadcast</li>
<li>Automatic line-side docking stations and empty-rack return</li>
<li>Fleet Scheduler for 140 vehicles, with traffic control at 36 crossings</li>
<li>StarWCS Control linked to the plant MES and andon system</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Line-side inventory</td><td>6 h</td><td>2 h</td></tr>
<tr><td>Manned vehicles in logistics aisles</td><td>85</td><td>12</td></tr>
<tr><td>Wrong-variant deliveries per month</td><td>34</td><td>1</td></tr>
<tr><td>Line stops caused by material per month</td><td>9</td><td>0.5</td></tr>
</tbody>
</table>
<p>The space released at the line now holds every new station the third model required, and that model started production on schedule with no building extension. With far fewer vehicles in the aisles, traffic incidents inside the plant have also dropped sharply.</p>`,
    },
    publishDate: '2023-07-04',
    tags: ['agv', 'wcs'],
    image: 'case-vehicle-line-feeding',
  },
  {
    category: 'automotive',
    customer: {
      zh: '中衡汽车零部件物流',
      en: 'Zhongheng Automotive Parts Logistics',
    },
    title: {
      zh: '为两座整车厂排序供货的零部件集配中心',
      en: 'A parts consolidation centre supplying two assembly plants in sequence',
    },
    summary: {
      zh: '箱式立体库与托盘立体库共同支撑24个排序工位，从车序广播到发车的时间由95分钟缩短到38分钟，排序差错下降了97%。',
      en: 'A miniload and a pallet AS/RS feed 24 sequencing stations, cutting broadcast-to-dispatch time from 95 to 38 minutes and sequence errors by 97 percent.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>中衡是一家第三方汽车物流企业，为距离8公里和14公里的两座整车厂供货，库内存放着约400家供应商的零件。整车厂从发出车序广播到零件上线只留出120分钟，其中还要扣除路上的运输时间。旧仓库以地堆和普通货架为主，为一个排序批次找齐零件耗时过长，夜班人手更是长期紧张。</p>
<h2>解决方案</h2>
<p>料箱小件存入箱式立体库，托盘件存入托盘立体库，两者同时向排序工位供货。作业人员在电子标签指引下按车序把零件放入排序料车，系统逐箱校验；料车按倒序装车，到达整车厂后可直接按顺序卸货上线。WMS管理供应商寄售库存和整车厂的拉动指令，并通过EDI与两座工厂实时交换数据。</p>
<ul>
<li>箱式立体库：堆垛机10台，料箱货位48000个，单箱额定载重50 kg，运行速度6 m/s</li>
<li>托盘立体库：堆垛机6台，货位7200个，额定载重1000 kg，起升高度20 m</li>
<li>排序工位24个，配电子标签和料箱校验</li>
<li>装车缓存区，发车前自动核对顺序</li>
<li>StarOS WMS：供应商寄售库存、拉动管理，与两座整车厂EDI对接</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>车序广播至发车时间</td><td>95分钟</td><td>38分钟</td></tr>
<tr><td>排序差错（每百万件）</td><td>180</td><td>6</td></tr>
<tr><td>存储能力</td><td>26000箱＋3000托</td><td>48000箱＋7200托</td></tr>
<tr><td>夜班作业人员</td><td>65人</td><td>28人</td></tr>
</tbody>
</table>
<p>富余的时间窗口让中衡能够应对道路拥堵等意外情况，项目投运以来未因供货延误造成整车厂停线。凭借这一能力，中衡又获得了第三座整车厂的供货合同。</p>`,
      en: `<h2>The challenge</h2>
<p>Zhongheng is a third-party logistics provider supplying two vehicle assembly plants, 8 km and 14 km away, with parts from about 400 suppliers. From the moment a plant broadcasts its vehicle sequence, Zhongheng has 120 minutes to get the parts to the line, including the drive. The old warehouse relied on floor stacks and static racks, gathering the parts for a sequence took too long, and the night shift was always short of people.</p>
<h2>Our solution</h2>
<p>Small parts in bins are stored in a miniload and palletised parts in a pallet AS/RS, and both feed the sequencing stations at the same time. Guided by pick-to-light, operators place parts into sequence trolleys in build order while the system checks every bin. Trolleys are loaded onto trucks in reverse order so they can be unloaded straight to the line. The WMS manages supplier-owned stock and call-offs and exchanges data with both plants by EDI.</p>
<ul>
<li>Miniload with 10 cranes and 48,000 bin positions, rated load 50 kg per bin, travel speed 6 m/s</li>
<li>Pallet AS/RS with 6 stacker cranes and 7,200 positions, rated load 1,000 kg, lift height 20 m</li>
<li>24 sequencing stations with pick-to-light and bin verification</li>
<li>Truck-loading buffer with a sequence check before dispatch</li>
<li>StarOS WMS with supplier-owned stock, call-off management and EDI links to both plants</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Broadcast-to-dispatch time</td><td>95 min</td><td>38 min</td></tr>
<tr><td>Sequence errors per million parts</td><td>180</td><td>6</td></tr>
<tr><td>Storage capacity</td><td>26,000 bins and 3,000 pallets</td><td>48,000 bins and 7,200 pallets</td></tr>
<tr><td>Night-shift staff</td><td>65</td><td>28</td></tr>
</tbody>
</table>
<p>The extra time in the window gives Zhongheng room to absorb traffic jams and other surprises, and no assembly line has stopped for a late delivery since go-live. On the strength of this performance, Zhongheng has won the contract to supply a third assembly plant.</p>`,
    },
    publishDate: '2024-05-14',
    tags: ['as-rs', 'stacker-crane', 'wms'],
    image: 'case-parts-consolidation',
  },
  {
    category: 'automotive',
    customer: {
      zh: '启元汽车冲焊工厂',
      en: 'Qiyuan Motors Stamping and Body Plant',
    },
    title: {
      zh: '重载叉车AGV与数字孪生，管好冲压件缓存区',
      en: 'Heavy forklift AGVs and a digital twin for a stamped-panel buffer',
    },
    summary: {
      zh: '22台3吨级叉车AGV接管1500个冲压件料架位，数字孪生实时显示各零件可供焊装的小时数，每班叉车司机由16人减至3人。',
      en: 'Twenty-two 3-tonne forklift AGVs run a 1,500-rack panel buffer while a digital twin shows how many hours of each part remain for the body shop, taking drivers per shift from 16 to 3.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>启元汽车冲压车间有两条串联冲压线，按批次冲制车身覆盖件，而焊装车间则连续消耗这些零件。两者之间的缓存区存放约1400个料架，单架最重2.8 t，由16名叉车司机负责搬运。料架常常是哪里有空就放哪里，司机要花大量时间找料；冲压排产时，计划员也不清楚每种零件到底还剩多少。料架碰撞造成的零件损伤，每年给工厂带来超过百万元的损失。</p>
<h2>解决方案</h2>
<p>我们引入3吨级重载叉车AGV，采用激光SLAM导航，将料架堆叠三层存放，每个货位都有固定编号和实时状态。冲压线尾和焊装入口设置自动交接工位。Digital Twin Studio以“可供焊装小时数”展示每种零件的库存，并可对冲压排产方案进行仿真，帮助计划员把批次安排得更长、更合理。</p>
<ul>
<li>重载叉车AGV 22台，额定载重3000 kg，起升高度4.5 m，激光SLAM导航，定位精度±10 mm</li>
<li>地面堆叠料架位1500个，最高三层，逐位跟踪</li>
<li>冲压线尾及焊装入口自动交接工位</li>
<li>Fleet Scheduler调度系统，为22台重载车辆动态规划路径</li>
<li>Digital Twin Studio：按零件显示可供小时数，支持排产仿真</li>
<li>StarWCS设备控制系统，对接冲压和焊装MES</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>每班叉车司机</td><td>16人</td><td>3人</td></tr>
<tr><td>每次搬运找料时间</td><td>约6分钟</td><td>0</td></tr>
<tr><td>零件损伤损失（每年）</td><td>120万元</td><td>15万元</td></tr>
<tr><td>冲压换模次数（每周）</td><td>42次</td><td>34次</td></tr>
</tbody>
</table>
<p>换模次数减少，意味着冲压线每周多出数小时的有效生产时间。计划员如今在排产前先在数字孪生中试算，焊装车间再也没有因为覆盖件断供而停线。</p>`,
      en: `<h2>The challenge</h2>
<p>Qiyuan's press shop runs two tandem lines that stamp body panels in batches, while the body shop uses them continuously. The buffer between the two held about 1,400 racks of panels, each weighing up to 2.8 t, and was run by 16 forklift drivers. Racks were left wherever there was space, drivers lost time searching, and the press shop planned batches without knowing how many panels were left. Damage from rack collisions cost the plant more than one million yuan a year.</p>
<h2>Our solution</h2>
<p>We introduced heavy forklift AGVs rated at 3 tonnes, navigating by laser SLAM, and reorganised the buffer into numbered floor positions where racks are stacked up to three high and tracked in real time. Automatic handover stations sit at the end of each press line and at the body-shop entrances. Digital Twin Studio shows stock for every part as hours of body-shop demand covered and lets planners simulate a press plan before releasing it.</p>
<ul>
<li>22 heavy forklift AGVs, rated load 3,000 kg, lift height 4.5 m, laser SLAM navigation, positioning accuracy ±10 mm</li>
<li>1,500 floor rack positions, stacked up to three high and tracked individually</li>
<li>Automatic handover stations at the press line ends and body-shop entrances</li>
<li>Fleet Scheduler with dynamic path planning for 22 heavy vehicles</li>
<li>Digital Twin Studio showing hours of cover per part and simulating press plans</li>
<li>StarWCS Control linked to the press-shop and body-shop MES</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Forklift drivers per shift</td><td>16</td><td>3</td></tr>
<tr><td>Search time per rack move</td><td>about 6 min</td><td>none</td></tr>
<tr><td>Panel damage cost per year</td><td>1.2 million yuan</td><td>0.15 million yuan</td></tr>
<tr><td>Die changes per week</td><td>42</td><td>34</td></tr>
</tbody>
</table>
<p>Fewer die changes give the press lines several extra productive hours every week. Planners now test each schedule in the digital twin before release, and the body shop has not stopped once for lack of panels.</p>`,
    },
    publishDate: '2025-10-28',
    tags: ['agv', 'digital-twin', 'wcs'],
    image: 'case-stamped-panel-buffer',
  },
  // ---------------------------------------------------------- food-beverage
  {
    category: 'food-beverage',
    customer: {
      zh: '天牧乳业',
      en: 'Tianmu Dairy',
    },
    title: {
      zh: '低温酸奶和鲜奶的2–6 °C自动化立体库',
      en: 'A chilled high-bay warehouse for yoghurt and fresh milk',
    },
    summary: {
      zh: '7台堆垛机、8400个货位的2–6 °C立体库直连灌装线，按线路和站点顺序出库，送货车辆平均晚点时间从48分钟缩短到5分钟。',
      en: 'A 2-6 °C AS/RS with seven stacker cranes and 8,400 positions, linked directly to the filling lines, releases pallets by route and stop and has cut average truck departure delays from 48 minutes to 5.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>天牧乳业主力工厂生产低温酸奶和巴氏鲜奶，保质期只有7到21天。产品必须始终保持在2–6 °C，门店订单大多在晚间才下达，却要求次日早上6点前送达。旧的低温库靠叉车作业、人工按车配货，送货车经常晚点出发；夏季夜间频繁开门，月台温度一度超过8 °C。</p>
<h2>解决方案</h2>
<p>我们在灌装车间旁建设了一座2–6 °C的立体库，码垛下线的托盘经输送线直接入库。WMS按生产日期执行先到期先出，出库时按配送线路和站点倒序排列：最后一站的货最先装车。16个装车口全部配置密封门罩，车辆与月台对接后才开门。</p>
<ul>
<li>单立柱堆垛机7台，额定载重1000 kg，起升高度24 m，运行速度200 m/min，定位精度±3 mm</li>
<li>2–6 °C托盘货位8400个</li>
<li>与14条灌装码垛线直连的输送系统</li>
<li>按线路排序的出库缓存，16个装车口，配密封门罩</li>
<li>StarOS WMS：先到期先出，按线路和站点排序出库</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>送货车辆平均晚点时间</td><td>48分钟</td><td>5分钟</td></tr>
<tr><td>夏季夜间月台温度</td><td>最高9 °C</td><td>4–6 °C</td></tr>
<tr><td>出库能力</td><td>150托/小时</td><td>420托/小时</td></tr>
<tr><td>过期报废比例</td><td>0.8%</td><td>0.2%</td></tr>
</tbody>
</table>
<p>送货准时后，门店早间上架的鲜奶有了更长的可售时间，过期报废随之减少。天牧已计划在华东新工厂复制同一方案。</p>`,
      en: `<h2>The challenge</h2>
<p>Tianmu's main plant makes chilled yoghurt and pasteurised fresh milk with shelf lives of 7 to 21 days. Product must stay at 2 to 6 °C throughout, and most store orders arrive late in the evening for delivery before 6 am the next morning. The old chilled warehouse relied on forklifts and manual load assembly, trucks often left late, and with doors opening constantly on summer nights the dock temperature rose above 8 °C.</p>
<h2>Our solution</h2>
<p>We built a 2-6 °C high-bay warehouse next to the filling hall, with pallets conveyed straight in from the palletizers. The WMS dispatches first-expired-first-out and releases outbound pallets by route and in reverse stop order, so the last drop is loaded first. All sixteen loading doors have sealed dock shelters, and a door opens only once a truck is docked.</p>
<ul>
<li>7 single-mast stacker cranes, rated load 1,000 kg, lift height 24 m, travel speed 200 m/min, positioning accuracy ±3 mm</li>
<li>8,400 pallet positions at 2-6 °C</li>
<li>Conveyor link from 14 filling and palletizing lines</li>
<li>Route-sequenced outbound buffer with 16 loading doors and sealed dock shelters</li>
<li>StarOS WMS with first-expired-first-out and route-and-stop sequencing</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Average truck departure delay</td><td>48 min</td><td>5 min</td></tr>
<tr><td>Dock temperature on summer nights</td><td>up to 9 °C</td><td>4 to 6 °C</td></tr>
<tr><td>Outbound throughput</td><td>150 pallets per hour</td><td>420 pallets per hour</td></tr>
<tr><td>Product written off for expiry</td><td>0.8%</td><td>0.2%</td></tr>
</tbody>
</table>
<p>With trucks leaving on time, fresh milk reaches store shelves earlier in the morning and has more selling time, which is where most of the reduction in write-offs comes from. Tianmu plans to repeat the design at its new plant in eastern China.</p>`,
    },
    publishDate: '2023-02-16',
    tags: ['as-rs', 'stacker-crane', 'cold-storage'],
    image: 'case-dairy-chilled',
  },
  {
    category: 'food-beverage',
    customer: {
      zh: '清源泉饮品',
      en: 'Qingyuanquan Beverages',
    },
    title: {
      zh: '瓶装水工厂的机器人码垛与AGV自动转运',
      en: 'Robotic palletizing and AGV transfer for a bottled water plant',
    },
    summary: {
      zh: '4个机器人码垛单元替换老式龙门码垛机，16台室外型叉车AGV承担250米转运，换型时间从40分钟降至6分钟。',
      en: 'Four robotic palletizing cells replaced ageing gantry palletizers and sixteen outdoor-capable forklift AGVs took over the 250-metre run to the warehouse, with format changes down from 40 minutes to 6.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>清源泉在山区水源地灌装天然矿泉水，六条灌装线速度在每小时36000瓶到48000瓶之间。各线产品由老式龙门码垛机码垛，再由叉车穿过室外场地运到250米外的成品库。地处偏远，叉车司机很难招到；老码垛机也无法处理新推出的12瓶热收缩膜包装。</p>
<h2>解决方案</h2>
<p>每两条灌装线共用一个机器人码垛单元，机器人配备夹抱与真空复合式抓手，垛型在触摸屏上选择即可切换。托盘经缠绕和贴标后，由室外型叉车AGV沿新建的带顶棚通道运往成品库。AGV采用三维激光SLAM导航，在雨雾天气和光线变化下依然稳定，防护等级IP54；沿途的自动门和充电桩均接入调度系统。</p>
<ul>
<li>机器人码垛单元4个，四轴机器人配夹抱/真空复合抓手，每单元最高1600包/小时</li>
<li>缠绕机与托盘标签贴标机</li>
<li>叉车AGV 16台，额定载重2000 kg，起升高度5 m，三维激光SLAM导航，防护等级IP54</li>
<li>沿途自动门及充电站</li>
<li>StarWCS设备控制系统，对接产线控制系统和工厂ERP</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>码垛换型时间</td><td>40分钟</td><td>6分钟</td></tr>
<tr><td>每班叉车司机</td><td>12人</td><td>2人</td></tr>
<tr><td>每小时转运托盘数</td><td>140</td><td>190</td></tr>
<tr><td>码垛环节包装破损率</td><td>0.4%</td><td>0.05%</td></tr>
</tbody>
</table>
<p>夏季旺季期间，六条灌装线首次实现满负荷连续运行，没有再因码垛或转运环节而降速。新包装规格上市时，只需在系统中新增一个垛型即可。</p>`,
      en: `<h2>The challenge</h2>
<p>Qingyuanquan bottles natural mineral water at a mountain spring. Its six filling lines run at 36,000 to 48,000 bottles per hour. Each line's output was stacked by an old gantry palletizer and carried by forklift across an open yard to a warehouse 250 metres away. Drivers were hard to recruit in such a remote area, and the old palletizers could not handle the company's new 12-bottle shrink-wrapped pack.</p>
<h2>Our solution</h2>
<p>Each pair of filling lines now shares a robotic palletizing cell. The robots use combined clamp and vacuum grippers, and operators change stacking patterns by choosing them on a touch screen. After stretch wrapping and labelling, pallets are collected by outdoor-capable forklift AGVs and carried to the warehouse along a new covered route. The AGVs navigate by 3D laser SLAM, which stays reliable in rain, mist and changing light, and are rated IP54. Automatic doors and chargers along the route are controlled by the scheduler.</p>
<ul>
<li>4 robotic palletizing cells with four-axis robots and clamp-and-vacuum grippers, up to 1,600 packs per hour each</li>
<li>Stretch wrappers and pallet label applicators</li>
<li>16 forklift AGVs, rated load 2,000 kg, lift height 5 m, 3D laser SLAM navigation, IP54</li>
<li>Automatic doors and charging stations along the route</li>
<li>StarWCS Control linked to the line controls and plant ERP</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Palletizer format change</td><td>40 min</td><td>6 min</td></tr>
<tr><td>Forklift drivers per shift</td><td>12</td><td>2</td></tr>
<tr><td>Pallets transferred per hour</td><td>140</td><td>190</td></tr>
<tr><td>Packs damaged at palletizing</td><td>0.4%</td><td>0.05%</td></tr>
</tbody>
</table>
<p>During the summer peak all six lines ran flat out for the first time, with no slowdowns caused by palletizing or transport. When a new pack size is launched, adding it is a matter of defining one more pattern in the system.</p>`,
    },
    publishDate: '2024-12-10',
    tags: ['palletizing', 'agv', 'wcs'],
    image: 'case-bottled-water',
  },
  {
    category: 'food-beverage',
    customer: {
      zh: '禾香调味品',
      en: 'Hexiang Condiments',
    },
    title: {
      zh: '12米旧仓库的四向穿梭车密集存储改造',
      en: 'A four-way shuttle retrofit in an existing 12-metre warehouse',
    },
    summary: {
      zh: '在不停止发货的情况下分两期改造旧成品库，托盘位从5200个增至8900个，玻璃瓶装产品的搬运破损率下降八成以上。',
      en: 'Rebuilt in two phases without stopping dispatch, an existing finished-goods warehouse went from 5,200 to 8,900 pallet positions, and breakage of glass-bottled products fell by more than 80 percent.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>禾香调味品酿造酱油和食醋，产品以玻璃瓶装为主，每托约900 kg。成品库净高12 m，原有四层横梁式货架，共5200个托盘位。随着销量增长，库容需要增加约70%，但厂区已经没有新建仓库的用地；玻璃瓶装产品一旦被叉车碰撞，损失也相当可观。改造期间，每天的发货不能中断。</p>
<h2>解决方案</h2>
<p>我们把仓库分成两半分期改造：先拆除一半旧货架，安装四向穿梭车密集货架并投入使用，再把库存迁入新区，改造另一半。新货架利用12 m净高做到七层存储，巷道数量大幅减少。五条灌装线下线的托盘经外形和重量检测后由输送线直接入库，六条出库车道按车辆排好顺序，叉车只在装车环节作业。</p>
<ul>
<li>四向穿梭车12台，额定载重1000 kg，运行速度1.5 m/s，定位精度±2 mm</li>
<li>提升机3台，7个存储层，托盘货位8900个</li>
<li>与5条灌装线相连的入库输送线，配外形检测和称重</li>
<li>6条出库装车车道</li>
<li>StarOS WMS与StarWCS，与工厂ERP集成</li>
</ul>
<h2>项目成效</h2>
<table>
<thead><tr><th>指标</th><th>改造前</th><th>改造后</th></tr></thead>
<tbody>
<tr><td>托盘货位</td><td>5200</td><td>8900</td></tr>
<tr><td>搬运破损率</td><td>0.5%</td><td>0.08%</td></tr>
<tr><td>库内叉车数量</td><td>14台</td><td>3台（仅用于装车）</td></tr>
<tr><td>出入库能力</td><td>110托/小时</td><td>160托/小时</td></tr>
</tbody>
</table>
<p>两期改造历时七个月，期间发货从未中断。省下的新建仓库投资远高于改造费用，禾香正在评估将原料包材库按同样方式改造。</p>`,
      en: `<h2>The challenge</h2>
<p>Hexiang brews soy sauce and vinegar, mostly sold in glass bottles on pallets of around 900 kg. Its finished-goods warehouse has 12 metres of clear height and held 5,200 pallet positions in four-level selective racks. Sales growth called for about 70 percent more capacity, but there was no land for a new building, and every forklift knock against glass bottles was expensive. Daily dispatch also had to continue throughout the work.</p>
<h2>Our solution</h2>
<p>We rebuilt the warehouse one half at a time. The first half of the old racking was removed and replaced with four-way shuttle racking, which went into service before stock was moved across and the second half was converted. The new racking uses the full 12 metres for seven storage levels and needs far fewer aisles. Pallets from the five bottling lines pass a profile and weight check and are conveyed straight into storage, and six outbound lanes present loads in truck order, so forklifts are only needed for loading.</p>
<ul>
<li>12 four-way shuttles, rated load 1,000 kg, travel speed 1.5 m/s, positioning accuracy ±2 mm</li>
<li>3 lifts serving 7 storage levels with 8,900 pallet positions</li>
<li>Inbound conveyors from 5 bottling lines with profile check and weighing</li>
<li>6 outbound loading lanes</li>
<li>StarOS WMS and StarWCS Control, integrated with the plant ERP</li>
</ul>
<h2>Results</h2>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Pallet positions</td><td>5,200</td><td>8,900</td></tr>
<tr><td>Breakage during handling</td><td>0.5%</td><td>0.08%</td></tr>
<tr><td>Forklifts in the warehouse</td><td>14</td><td>3 (loading only)</td></tr>
<tr><td>Inbound and outbound throughput</td><td>110 pallets per hour</td><td>160 pallets per hour</td></tr>
</tbody>
</table>
<p>The two phases took seven months, and dispatch never stopped. The cost of the retrofit was well below that of a new warehouse, and Hexiang is now considering the same approach for its raw-materials and packaging store.</p>`,
    },
    publishDate: '2026-04-22',
    tags: ['four-way-shuttle', 'retrofit', 'wms'],
    image: 'case-shuttle-retrofit',
  },
]
