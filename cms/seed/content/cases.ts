import type { SeedCase } from '../types'

/**
 * Case studies: three per category, Chinese and English written separately.
 * Customers are invented. Body HTML uses only h2, p, ul/li and table elements, without attributes.
 */
export const cases: SeedCase[] = [
  // ---------------------------------------------------------------- tobacco
  {
    category: 'tobacco',
    customer: {
      zh: '恒远烟草物流中心',
      en: 'Hengyuan Tobacco Logistics Center',
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
    illustration: 'sorter',
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
<p>Redried leaf must age for 18 to 30 months before it can be used in blending. Qinglan kept its stock in nine flat warehouses on two sites, with cases stacked four high. Turning the stacks for inspection took a great deal of labour, temperature and humidity differed by several degrees from one building to the next, and when the blending department needed a particular grade it could take a day or two to dig it out.</p>
<h2>Our solution</h2>
<p>We built a single 42-metre rack-clad warehouse on the factory site and moved all leaf into it. Each pallet carries two cases of leaf, about 420 kg gross. The store is held at 20 to 28 °C and 55 to 65 percent relative humidity, monitored by 96 sensors that control the HVAC plant. StarOS WMS tracks the ageing period of every batch by grade and arrival date, and every 90 days it automatically retrieves sample cases to an inspection station, so no one has to turn stacks by hand.</p>
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
    illustration: 'stacker',
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
      en: 'Forklift and latent lifting AGVs now deliver paper, filter rods and packaging materials to 36 maker-packer units. The system was installed inside a 16-day holiday shutdown with no lost production.',
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
<p>We kept the existing racks and building and added automation in layers. Forklift AGVs move full pallets between the store and the machines, while latent lifting AGVs handle filter-rod trolleys and smaller items. The MES reports each machine's consumption, so replenishment orders are created automatically, and empty pallets and bobbin cores are collected on the return trip. Mapping, route simulation and scheduler testing were completed on night shifts in the weeks before the holiday.</p>
<ul>
<li>18 forklift AGVs, rated load 1,500 kg, lift height 3 m, laser SLAM navigation, positioning accuracy ±10 mm</li>
<li>12 latent lifting AGVs, rated load 600 kg, for filter-rod trolleys and small materials</li>
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
    illustration: 'factory-line',
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
<p>In a lithium-ion cell plant, electrode rolls travel between coating, calendering, slitting and winding. At Hanrui's new 20 GWh plant the mother rolls weigh up to 1,100 kg and are 1,400 mm wide, and a single dent or stray particle can scrap a roll worth tens of thousands of yuan. Manual carts and hoists were slow, put operators in and out of the dry rooms all day, and made it hard to keep each roll's process record tied to the roll itself. Copper and zinc surfaces were also banned in the electrode halls, which limited the choice of equipment.</p>
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
<p>With far fewer people walking through the dry rooms, dew point control has become more stable too. The plant reached nameplate output five months after its first line started, and Hanrui has adopted the same fleet design for its second site.</p>`,
    },
    publishDate: '2023-08-22',
    tags: ['agv', 'wcs', 'digital-twin'],
    illustration: 'agv',
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
      zh: '天衡储能的双温区静置立体库每天处理3.75万只储能电芯，托盘按工艺时间精确出库，异常发热托盘由堆垛机自动转入消防水箱。',
      en: 'Tianheng rests 37,500 storage cells a day in a two-zone tray warehouse where every tray is released on time and any overheating tray is moved into a water tank automatically.',
    },
    body: {
      zh: `<h2>项目挑战</h2>
<p>磷酸铁锂储能电芯化成后需要静置：先在45 °C高温下稳定SEI膜，再在常温下搁置，用于测量自放电。天衡储能12 GWh产线每天产出约3.75万只280Ah电芯，任何时刻都有1.2万多个托盘处于静置状态。静置时间必须精确控制，托盘提前出库会直接影响分容分档结果。消防安全是另一项重点：满载带电电芯的托盘能量高度集中，当地消防部门要求对热失控具备自动处置能力。</p>
<h2>解决方案</h2>
<p>我们在化成车间后侧建设了双温区托盘立体库：高温区恒定45 ± 2 °C，常温区25 ± 2 °C，分别配置巷道堆垛机。每个货位都设有温度和烟雾探测，一旦读数超限，就近的堆垛机立即取出该托盘，投入巷道端部的浸水消防箱，同时隔离所在巷道。StarWCS为每个托盘单独计时，静置时间一到即自动出库，不受交接班影响。</p>
<ul>
<li>托盘堆垛机10台，额定载重300 kg，运行速度200 m/min，定位精度±2 mm</li>
<li>托盘货位12096个：高温区3456个，常温区8640个</li>
<li>逐货位温度及烟雾探测，各巷道配置CO、H₂气体传感器</li>
<li>巷道端部浸水消防箱，用于异常托盘紧急转移</li>
<li>输送线连接48台化成分容柜及OCV测试工位</li>
<li>StarWCS设备控制系统，逐托盘工艺计时、到时自动出库</li>
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
<p>托盘按时出库后，分档结果一致性明显提高，需要二次测试的电芯比例由1.8%降至0.4%。整套热失控处置流程一次通过当地消防验收。</p>`,
      en: `<h2>The challenge</h2>
<p>Lithium iron phosphate storage cells must rest after formation: first at 45 °C to stabilise the electrode interface, then at room temperature so that self-discharge can be measured. Tianheng's 12 GWh line produces about 37,500 cells of 280 Ah a day, which means more than 12,000 trays are resting at any moment. Resting times have to be exact, because a tray released early distorts the grading results. Fire safety was the other priority. A tray of charged cells is a dense store of energy, and the local fire authority required an automatic response to thermal runaway.</p>
<h2>Our solution</h2>
<p>We built a two-zone tray warehouse directly behind the formation hall. The hot zone is held at 45 ± 2 °C and the ambient zone at 25 ± 2 °C, each served by its own aisle cranes. Every storage position has temperature and smoke detection. If a reading crosses its limit, the nearest crane retrieves the tray and drops it into a water-immersion tank at the end of the aisle while the aisle is isolated. StarWCS times each tray individually and releases it the minute its resting period ends, regardless of shift changes.</p>
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
<p>Because trays leave on time rather than when someone gets to them, grading is more consistent, and the share of cells sent for a second test has fallen from 1.8 percent to 0.4 percent. The thermal-runaway response passed the fire authority's acceptance test at the first attempt.</p>`,
    },
    publishDate: '2024-11-05',
    tags: ['as-rs', 'stacker-crane', 'wcs'],
    illustration: 'stacker',
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
<p>Jinrui makes 50,000 tonnes of lithium iron phosphate cathode material a year. Raw materials such as iron phosphate and lithium carbonate arrive in one-tonne bags, and the finished powder leaves the same way. The bags used to sit on the floor of two warehouses, moved by diesel and electric forklifts. Battery makers audit cathode suppliers closely for magnetic particles and moisture, and forklift traffic made both harder to control: tyre dust, torn bags and doors left open all appeared in quality reports. The site also had very little spare land.</p>
<h2>Our solution</h2>
<p>We designed a compact four-way shuttle store with nine levels and a height of 24 metres, inside a sealed building kept below 30 percent relative humidity and at slight overpressure. Shuttles travel in both directions on every level and change levels by lift, so any bag can be reached without moving others, and more shuttles can be added as output grows. All product-contact surfaces are stainless or coated, and the WMS links each bag to its laboratory results so that nothing ships before release.</p>
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
    illustration: 'shuttle',
  },
]
