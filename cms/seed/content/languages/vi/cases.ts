import type { ExtraVersion } from '../../more-languages'

/** Case studies in vi: each names its seed story by its kind and exact English title. */
export const cases: ExtraVersion[] = [
  {
    of: {
      kind: 'case',
      enTitle: 'Two high-speed carton sorting lines for a regional tobacco distribution centre',
    },
    language: 'vi',
    customer: 'Trung tâm Logistics Thuốc lá Hengyuan',
    title:
      'Hai dây chuyền phân loại cây thuốc lá tốc độ cao: một trung tâm phục vụ 21.000 điểm bán lẻ',
    summary:
      'Trung tâm Logistics Thuốc lá Hengyuan thay thế khâu soạn hàng thủ công bằng hai dây chuyền phân loại cây thuốc lá tự động, với kho cao tầng 4.800 vị trí pallet cấp hàng bổ sung; nay toàn bộ đơn hàng trong ngày chỉ cần một ca làm việc.',
    body: `<h2>Thách thức của dự án</h2>
<p>Trung tâm Logistics Thuốc lá Hengyuan đảm nhận việc phân phối thuốc lá điếu cho khoảng 21.000 điểm bán lẻ tại bốn quận, huyện. Mỗi điểm bán đặt hàng một lần mỗi tuần, trung bình chỉ khoảng 18 cây một đơn, nhưng số quy cách sản phẩm lại vượt quá 400. Trước dự án, toàn bộ việc soạn hàng được làm thủ công trước các kệ trượt, phải chia hai ca, sai sót vẫn xảy ra và các điểm bán liên tục phàn nàn. Đồng thời, trung tâm còn phải đáp ứng mức tăng khoảng 30% số quy cách mà không mở rộng nhà xưởng.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi thiết kế quy trình ba công đoạn: “lưu trữ trong kho tự động – robot dỡ pallet và mở thùng tự động – phân loại và hợp dòng”. Thuốc lá nguyên thùng (mỗi thùng 50 cây) được lưu trong kho cao tầng, sau khi robot dỡ pallet và mở thùng tự động sẽ được đưa vào máy phân loại kiểu kênh nghiêng. Các quy cách bán chạy được xuất qua kênh phân loại tự động; một số ít quy cách ít xuất được soạn bổ sung tại khu soạn hàng bằng đèn chỉ dẫn (pick-to-light). Hai dòng hàng hợp lại trên băng tải đơn hàng theo từng điểm bán, sau đó được quấn màng, dán nhãn và đóng thùng.</p>
<ul>
<li>4 cần trục xếp dỡ một trụ, tải trọng định mức 800 kg, 4.800 vị trí pallet</li>
<li>Robot dỡ pallet và trạm mở thùng tự động, năng suất 600 thùng/giờ</li>
<li>2 dây chuyền phân loại kiểu kênh nghiêng, mỗi dây chuyền 96 kênh, năng suất định mức 22.000 cây/giờ</li>
<li>Khu soạn hàng bằng đèn chỉ dẫn với 240 vị trí, dành cho các quy cách ít xuất</li>
<li>Máy quấn màng và máy dán nhãn, in mã vạch giao hàng theo từng điểm bán</li>
<li>StarWCS Control, kết nối với hệ thống quản lý đơn hàng của khách hàng</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Năng suất phân loại (cây/giờ)</td><td>7.500</td><td>40.000 (tổng hai dây chuyền)</td></tr>
<tr><td>Độ chính xác đơn hàng</td><td>99,95%</td><td>99,998%</td></tr>
<tr><td>Số nhân sự mỗi ca</td><td>46 người</td><td>14 người</td></tr>
<tr><td>Thời gian hoàn thành đơn hàng trong ngày</td><td>14,5 giờ</td><td>6 giờ</td></tr>
</tbody>
</table>
<p>Giờ đây, đơn hàng trong ngày được hoàn thành trong một ca, buổi chiều được dành cho việc bổ sung hàng và bảo dưỡng thiết bị. Các kênh phân loại được dự phòng khoảng 35% công suất, vì vậy khi có quy cách mới, trung tâm không cần cải tạo dây chuyền mà chỉ cần phân bổ lại kênh trên hệ thống.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A 42-metre high-bay warehouse for ageing tobacco leaf' },
    language: 'vi',
    customer: 'Nhà máy Thuốc lá Qinglan',
    title: 'Kho cao tầng 42 mét giúp kiểm soát trọn quá trình ủ lá thuốc lá',
    summary:
      'Nhà máy Thuốc lá Qinglan hợp nhất 9 kho mặt bằng thành một kho cao tầng 42 mét có kiểm soát nhiệt độ và độ ẩm; 14 cần trục xếp dỡ quản lý 26.880 vị trí lưu trữ, lá thuốc được truy xuất theo lô và cấp trong suốt thời gian ủ kéo dài tới 30 tháng.',
    body: `<h2>Thách thức của dự án</h2>
<p>Lá thuốc lá sau khi sấy lại cần được ủ từ 18 đến 30 tháng mới có thể đưa vào phối chế. Trước đây, Nhà máy Thuốc lá Qinglan cất giữ lá thuốc rải rác tại 9 kho mặt bằng ở hai khu nhà máy, các kiện được xếp cao bốn tầng. Việc đảo kiện định kỳ để kiểm tra tốn rất nhiều nhân công, nhiệt độ và độ ẩm giữa các kho chênh nhau vài độ; khi bộ phận phối chế cần gấp lá thuốc của một cấp nhất định, thường phải chờ một đến hai ngày mới “đào” được kiện hàng ra khỏi đống.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi xây mới trong khuôn viên nhà máy một kho cao tầng 42 mét kiểu kệ tự đỡ (hệ kệ đồng thời là kết cấu chịu lực của nhà kho), tập trung toàn bộ lá thuốc vào một nơi. Mỗi pallet chứa hai kiện lá, tổng trọng lượng khoảng 420 kg. Nhiệt độ trong kho được duy trì ở mức 20–28 °C, độ ẩm tương đối 55%–65%; 96 cảm biến nhiệt độ và độ ẩm giám sát theo thời gian thực và liên động với hệ thống điều hòa không khí. StarOS WMS quản lý chu kỳ ủ theo cấp lá và thời điểm nhập kho, tự động nhắc khi đến hạn; cứ 90 ngày, hệ thống tự động xuất kiện mẫu đến trạm kiểm tra, không còn phải đảo kiện thủ công.</p>
<ul>
<li>14 cần trục xếp dỡ hai trụ, chiều cao nâng 40,5 m, tải trọng định mức 1.000 kg, tốc độ di chuyển 240 m/phút, độ chính xác định vị ±3 mm</li>
<li>Kết cấu kệ tự đỡ, 26.880 vị trí lưu trữ</li>
<li>Vòng băng tải nhập và xuất kho, có trạm cân, kiểm tra kích thước và lấy mẫu tự động</li>
<li>96 cảm biến nhiệt độ và độ ẩm, liên động với hệ thống HVAC</li>
<li>StarOS WMS Cloud: theo dõi chu kỳ ủ, xuất kho theo cấp và theo lô</li>
<li>Digital Twin Studio: hiển thị trạng thái ủ của tồn kho và tình trạng vận hành thiết bị dưới dạng 3D</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Diện tích lưu trữ</td><td>38.000 m²</td><td>9.600 m²</td></tr>
<tr><td>Thời gian xuất lá thuốc theo cấp yêu cầu</td><td>1–2 ngày</td><td>18 phút</td></tr>
<tr><td>Dao động nhiệt độ trong kho</td><td>±5 °C</td><td>±1,5 °C</td></tr>
<tr><td>Nhân sự kho</td><td>62 người</td><td>17 người</td></tr>
</tbody>
</table>
<p>Các kho mặt bằng được giải phóng nay đã chuyển thành kho vật liệu phụ. Bộ phận phối chế giờ đây sắp xếp việc đưa lá thuốc vào sản xuất dựa trên thời gian ủ thực tế của từng lô lá thuốc thay vì ước tính theo kinh nghiệm, nhờ đó chất lượng phối chế ổn định hơn rõ rệt.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Thirty AGVs feeding auxiliary materials to 36 maker-packer units',
    },
    language: 'vi',
    customer: 'Nhà máy Thuốc lá Ruifeng',
    title: '30 xe tự hành AGV tự động cấp vật liệu phụ cho 36 tổ máy cuốn điếu – đóng bao',
    summary:
      '30 xe tự hành AGV cấp giấy cuốn, đầu lọc và vật liệu bao bì cho 36 tổ máy cuốn điếu – đóng bao; toàn bộ việc lắp đặt và chạy thử được hoàn thành trong 16 ngày nghỉ Tết, không ảnh hưởng đến sản xuất.',
    body: `<h2>Thách thức của dự án</h2>
<p>Vật liệu phụ của Nhà máy Thuốc lá Ruifeng – giấy cuốn điếu, giấy đầu lọc, đầu lọc, giấy nhãn, màng bọc… – trước đây được 22 xe nâng có người lái vận chuyển từ kho kệ thông thường đến 36 tổ máy cuốn điếu – đóng bao trong xưởng. Tài xế lấy hàng theo phiếu giấy trong những lối đi hẹp, chỉ cần một cuộn giấy đầu lọc đến muộn là tổ máy có thể phải dừng. Nhà máy muốn tự động hóa nhưng không thể dừng xưởng để lắp đặt: mọi công việc phải gói gọn trong 16 ngày dừng máy bảo dưỡng dịp Tết Nguyên đán.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi giữ nguyên kệ và nhà xưởng hiện có, bổ sung năng lực tự động hóa theo từng lớp. AGV xe nâng vận chuyển nguyên pallet vật liệu phụ giữa kho và máy, AGV nâng gầm đảm nhận xe đẩy đầu lọc và các vật tư nhỏ. MES gửi dữ liệu tiêu hao của từng máy theo thời gian thực, hệ thống tự động tạo lệnh cấp bổ sung; trên đường về, xe tiện thể thu hồi pallet rỗng và lõi cuộn giấy. Để bảo đảm chuyển đổi suôn sẻ trong dịp Tết, việc lập bản đồ, mô phỏng lộ trình và thử nghiệm điều phối đều đã được thực hiện trong các ca đêm trước kỳ nghỉ.</p>
<ul>
<li>18 AGV xe nâng, tải trọng định mức 1.500 kg, chiều cao nâng 3 m, dẫn đường bằng SLAM laser, độ chính xác định vị ±10 mm</li>
<li>12 AGV nâng gầm, tải trọng định mức 600 kg, vận chuyển xe đẩy đầu lọc và vật tư nhỏ</li>
<li>4 cửa chống cháy tự động và 2 thang máy kết nối với hệ thống điều khiển AGV</li>
<li>Fleet Scheduler quản lý thống nhất 30 xe trong môi trường người và xe cùng di chuyển</li>
<li>StarWCS Control kết nối với MES của nhà máy, tự động gọi vật tư theo từng máy</li>
<li>Kiểm tra mã vạch cạnh máy, loại trừ việc nạp nhầm vật liệu</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Số lần tổ máy dừng do vật liệu phụ (lần/tháng)</td><td>27</td><td>2</td></tr>
<tr><td>Tài xế xe nâng mỗi ca</td><td>22 người</td><td>4 người (xử lý sự cố)</td></tr>
<tr><td>Thời gian giao hàng sau khi gọi vật tư</td><td>25 phút</td><td>9 phút</td></tr>
<tr><td>Sự cố nạp nhầm vật liệu (lần/năm)</td><td>11</td><td>0</td></tr>
</tbody>
</table>
<p>Việc lắp đặt và chuyển đổi hệ thống được hoàn tất trong 16 ngày dừng máy, các tổ máy hoạt động trở lại đúng kế hoạch. Giai đoạn hai sẽ mở rộng cùng đội xe và hệ thống điều phối này sang xưởng đóng gói.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Automated electrode roll handling for a 20 GWh cell plant' },
    language: 'vi',
    customer: 'Công ty Pin động lực Hanrui',
    title: 'Tự động hóa toàn bộ khâu vận chuyển cuộn điện cực tại nhà máy tế bào pin 20 GWh',
    summary:
      '26 AGV vận chuyển cuộn điện cực phối hợp với kho đệm dùng cần trục xếp dỡ, luân chuyển các cuộn nặng 1,1 tấn giữa các công đoạn tráng phủ, cán ép và xẻ cuộn với độ chính xác cập trạm ±1 mm, truy xuất toàn trình bằng RFID.',
    body: `<h2>Thách thức của dự án</h2>
<p>Trong nhà máy tế bào pin lithium-ion, cuộn điện cực phải luân chuyển nhiều lần giữa các công đoạn tráng phủ, cán ép, xẻ cuộn và quấn lõi. Tại nhà máy 20 GWh mới của Hanrui, cuộn mẹ nặng tới 1.100 kg, khổ rộng 1.400 mm; chỉ một vết va chạm hay một hạt dị vật cũng có thể khiến cả cuộn trị giá hàng chục nghìn nhân dân tệ bị loại bỏ. Trước đây, việc vận chuyển dựa vào xe đẩy tay và thiết bị nâng, hiệu quả thấp, nhân viên phải ra vào phòng khô liên tục, và hồ sơ công nghệ của từng cuộn khó luôn khớp với cuộn thực tế. Ngoài ra, xưởng điện cực nghiêm cấm để lộ vật liệu đồng và kẽm, đặt thêm yêu cầu về vật liệu chế tạo thiết bị.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi cung cấp một đội AGV vận chuyển cuộn điện cực với cơ cấu nâng hạ cập trực tiếp vào trục khí của cuộn, chuyển cuộn sang vị trí xả cuộn của máy mà không cần người thao tác. Giữa công đoạn cán ép và xẻ cuộn, một kho đệm dùng cần trục xếp dỡ tách rời nhịp sản xuất của hai công đoạn. Mỗi cuộn được gắn thẻ RFID, tự động đọc tại mỗi lần bàn giao, nhờ đó MES luôn nắm được vị trí và lịch sử công nghệ của từng cuộn.</p>
<ul>
<li>26 AGV vận chuyển cuộn điện cực có cơ cấu nâng hạ cập trục khí, tải trọng định mức 1.200 kg, dẫn đường bằng SLAM laser kết hợp định vị tinh bằng mã QR, độ chính xác cập trạm ±1 mm</li>
<li>Thiết kế không đồng, không kẽm, bánh xe polyurethane, phù hợp với phòng khô có điểm sương −45 °C</li>
<li>Kho đệm cuộn điện cực: 2 cần trục xếp dỡ, 640 vị trí lưu trữ</li>
<li>Giao diện cửa tự động và buồng đệm giữa các vùng có độ ẩm khác nhau</li>
<li>Fleet Scheduler kết nối với MES của nhà máy, dữ liệu công nghệ được ghi theo từng cuộn</li>
<li>Digital Twin Studio hiển thị tồn kho cuộn điện cực theo công đoạn và thời gian lưu chờ</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Mục tiêu thiết kế</th><th>Giá trị đo thực tế</th></tr></thead>
<tbody>
<tr><td>Năng suất vận chuyển cao điểm (cuộn/giờ)</td><td>180</td><td>205</td></tr>
<tr><td>Độ chính xác cập trạm</td><td>±2 mm</td><td>±0,8 mm</td></tr>
<tr><td>Tỷ lệ cuộn hư hỏng do vận chuyển</td><td>≤0,05%</td><td>0,01%</td></tr>
<tr><td>Độ sẵn sàng của đội AGV</td><td>98,5%</td><td>99,3%</td></tr>
</tbody>
</table>
<p>Khi nhân viên không còn phải ra vào phòng khô thường xuyên, việc kiểm soát điểm sương cũng ổn định hơn. Năm tháng sau khi dây chuyền đầu tiên đi vào sản xuất, nhà máy đã đạt công suất thiết kế; cơ sở sản xuất thứ hai của Hanrui cũng đã áp dụng cùng phương án đội xe này.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A two-zone resting warehouse for 280 Ah energy storage cells' },
    language: 'vi',
    customer: 'Công ty Công nghệ Lưu trữ Năng lượng Tianheng',
    title: 'Kho tự động lưu chờ hai vùng nhiệt cho tế bào pin lưu trữ năng lượng 280 Ah',
    summary:
      'Kho lưu chờ hai vùng nhiệt của Tianheng xử lý 37.500 tế bào pin lưu trữ năng lượng mỗi ngày; từng khay được xuất kho đúng thời gian công nghệ, khay phát nhiệt bất thường được cần trục xếp dỡ tự động chuyển vào bể nước chữa cháy.',
    body: `<h2>Thách thức của dự án</h2>
<p>Tế bào pin lưu trữ năng lượng lithium sắt phosphat sau khi hóa thành cần được lưu chờ (lão hóa): trước tiên ở nhiệt độ cao 45 °C để ổn định màng SEI, sau đó để ở nhiệt độ thường nhằm đo mức tự phóng điện. Dây chuyền 12 GWh của Tianheng sản xuất khoảng 37.500 tế bào pin 280 Ah mỗi ngày, nghĩa là vào bất kỳ thời điểm nào cũng có hơn 12.000 khay đang trong thời gian lưu chờ. Thời gian lưu chờ phải được kiểm soát chính xác, bởi khay xuất kho sớm sẽ ảnh hưởng trực tiếp đến kết quả phân dung lượng và phân cấp. An toàn phòng cháy là trọng tâm thứ hai: khay chứa đầy tế bào pin đã nạp điện tập trung năng lượng rất lớn, và cơ quan phòng cháy chữa cháy địa phương yêu cầu phải có khả năng tự động xử lý hiện tượng thoát nhiệt.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi xây dựng phía sau xưởng hóa thành một kho khay tự động hai vùng nhiệt: vùng nhiệt cao duy trì ổn định ở 45 ± 2 °C, vùng nhiệt thường ở 25 ± 2 °C, mỗi vùng có cần trục xếp dỡ riêng. Mỗi vị trí lưu trữ đều được lắp đầu dò nhiệt độ và khói; khi số đo vượt ngưỡng, cần trục gần nhất lập tức lấy khay đó ra, thả vào bể ngâm nước chữa cháy ở đầu lối đi, đồng thời cô lập lối đi liên quan. StarWCS tính giờ riêng cho từng khay và tự động xuất kho ngay khi hết thời gian lưu chờ, không phụ thuộc vào việc giao ca.</p>
<ul>
<li>10 cần trục xếp dỡ cho khay, tải trọng định mức 300 kg, tốc độ di chuyển 200 m/phút, độ chính xác định vị ±2 mm</li>
<li>12.096 vị trí khay: 3.456 vị trí ở vùng nhiệt cao, 8.640 vị trí ở vùng nhiệt thường</li>
<li>Đầu dò nhiệt độ và khói tại từng vị trí, cảm biến khí CO và H₂ ở mỗi lối đi</li>
<li>Bể ngâm nước chữa cháy ở đầu lối đi để chuyển khẩn cấp các khay bất thường</li>
<li>Băng tải kết nối 48 tủ hóa thành – phân dung lượng và các trạm đo OCV</li>
<li>StarWCS Control tính giờ công nghệ cho từng khay, tự động xuất kho khi đến hạn</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Giá trị đo thực tế</th></tr></thead>
<tbody>
<tr><td>Số tế bào pin xử lý mỗi ngày</td><td>37.500</td></tr>
<tr><td>Sai lệch thời gian lưu chờ</td><td>trong phạm vi ±10 phút</td></tr>
<tr><td>Thời gian chuyển khẩn cấp (diễn tập chữa cháy)</td><td>2 phút 40 giây</td></tr>
<tr><td>Độ sẵn sàng của cần trục xếp dỡ</td><td>99,5%</td></tr>
</tbody>
</table>
<p>Khi các khay được xuất kho đúng giờ, kết quả phân cấp đồng đều hơn rõ rệt; tỷ lệ tế bào pin phải kiểm tra lại giảm từ 1,8% xuống 0,4%. Toàn bộ quy trình xử lý thoát nhiệt đã được cơ quan phòng cháy chữa cháy địa phương nghiệm thu ngay lần đầu.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Four-way shuttle storage for one-tonne bags at a cathode materials plant',
    },
    language: 'vi',
    customer: 'Công ty Vật liệu mới Jinrui',
    title: 'Kho mật độ cao dùng xe con thoi bốn chiều cho bao jumbo tại nhà máy vật liệu cực dương',
    summary:
      'Kho mật độ cao 6.200 vị trí dùng xe con thoi bốn chiều lưu trữ nguyên liệu và thành phẩm lithium sắt phosphat trong môi trường khô, kín; khâu cấp liệu cho lò nung không còn cần đến xe nâng.',
    body: `<h2>Thách thức của dự án</h2>
<p>Jinrui sản xuất 50.000 tấn vật liệu cực dương lithium sắt phosphat mỗi năm. Các nguyên liệu như sắt phosphat, lithium cacbonat được đưa vào nhà máy trong bao jumbo một tấn, thành phẩm cũng được xuất đi theo cách tương tự. Trước đây, bao jumbo được xếp trực tiếp trên nền hai nhà kho và vận chuyển bằng xe nâng chạy dầu diesel và xe nâng điện. Các khách hàng sản xuất pin ở hạ nguồn đánh giá hết sức nghiêm ngặt dị vật từ tính và độ ẩm của vật liệu cực dương, trong khi bụi lốp xe nâng, bao bị rách và việc mở cửa liên tục thường xuyên xuất hiện trong các báo cáo chất lượng. Quỹ đất của nhà máy cũng rất hạn hẹp.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi thiết kế một kho mật độ cao dùng xe con thoi bốn chiều gồm 9 tầng, cao 24 m; toàn bộ nhà kho được làm kín, độ ẩm tương đối được duy trì dưới 30% và giữ áp suất dương nhẹ. Xe con thoi di chuyển theo cả hai phương dọc và ngang trên mỗi tầng, chuyển tầng bằng thang nâng, nên có thể lấy trực tiếp bất kỳ bao nào mà không phải đảo kho; số xe còn có thể tăng dần theo sản lượng. Mọi bề mặt tiếp xúc với vật liệu đều bằng thép không gỉ hoặc được phủ lớp bảo vệ; WMS gắn từng bao với kết quả kiểm nghiệm lô trong hệ thống phòng thí nghiệm, chỉ khi đạt yêu cầu mới được phép xuất.</p>
<ul>
<li>16 xe con thoi bốn chiều cho pallet, tải trọng định mức 1.500 kg, tốc độ di chuyển 1,6 m/s, độ chính xác định vị ±2 mm</li>
<li>4 thang nâng tốc độ cao, 9 tầng lưu trữ, 6.200 vị trí lưu trữ</li>
<li>Nhà kho kín, hút ẩm tới độ ẩm tương đối ≤30%, duy trì áp suất dương nhẹ</li>
<li>Băng tải tự động và trạm xả bao nạp liệu, kết nối trực tiếp với dây chuyền trộn và lò nung</li>
<li>StarOS WMS, duyệt xuất lô hàng liên động với hệ thống quản lý thông tin phòng thí nghiệm (LIMS)</li>
<li>StarWCS Control, quản lý thống nhất lộ trình xe con thoi, thứ tự thang nâng và việc sạc pin</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Diện tích lưu trữ</td><td>11.000 m²</td><td>3.900 m²</td></tr>
<tr><td>Số xe nâng trong khu sản xuất</td><td>19 xe</td><td>2 xe (chỉ tại khu xếp hàng lên xe tải)</td></tr>
<tr><td>Tỷ lệ bao bị hư hỏng</td><td>0,6%</td><td>0,05%</td></tr>
<tr><td>Khiếu nại của khách hàng liên quan đến độ ẩm (lần/năm)</td><td>7</td><td>0</td></tr>
</tbody>
</table>
<p>Quỹ đất được giải phóng nhờ lưu trữ tập trung đang được dùng để xây dây chuyền lò nung thứ hai. Vì công suất của hệ thống phụ thuộc vào số lượng xe con thoi chứ không phải thiết bị cố định trong lối đi, sau này Jinrui chỉ cần bổ sung xe để mở rộng công suất mà không phải thay đổi kệ.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Robotic palletizing and a 24,000-position AS/RS for polyolefin resin',
    },
    language: 'vi',
    customer: 'Khối Polyolefin – Hóa dầu Donglin',
    title: 'Xếp pallet bằng robot và kho tự động 24.000 vị trí cho sản phẩm polyolefin',
    summary:
      '4 dây chuyền xếp pallet bằng robot và 12 cần trục xếp dỡ tiếp nhận toàn bộ sản phẩm của tổ hợp polypropylene công suất 400.000 tấn/năm, tự động hóa trọn vẹn từ đóng bao đến xếp hàng lên xe, mỗi ca chỉ cần 11 người.',
    body: `<h2>Thách thức của dự án</h2>
<p>Tổ hợp polypropylene mới của Hóa dầu Donglin có công suất 400.000 tấn/năm, toàn bộ sản phẩm xuất xưởng dưới dạng bao 25 kg, tương đương khoảng 44.000 bao, tức 1.100 pallet mỗi ngày. Tổ hợp cũ dựa vào xếp pallet thủ công và xếp đống trên nền, xe nâng chạy suốt ngày đêm; vào mùa cao điểm, xe tải đến nhận hàng phải xếp hàng ngoài cổng nhà máy tới cả ngày. Trước khi phòng thí nghiệm cho phép xuất, sản phẩm phải được giữ lại theo từng mác hàng, và các mác khác nhau tuyệt đối không được xếp chung một xe. Xưởng đóng bao là khu vực có nguy cơ cháy nổ bụi, nên mọi thiết bị đều phải đáp ứng yêu cầu bảo vệ tương ứng.</p>
<h2>Giải pháp</h2>
<p>Bao hàng từ máy đóng bao màng dày trước tiên đi qua cân kiểm tra và máy dò kim loại, sau đó được robot xếp thành pallet 40 bao theo kiểu xếp so le, tiếp đến được trùm màng co giãn và đưa thẳng vào kho cao tầng. Pallet được giữ ở trạng thái phong tỏa trong kho cho đến khi phòng thí nghiệm cho phép xuất lô hàng đó. Khi xuất kho, hệ thống sắp xếp pallet theo từng xe và đưa đến 12 cửa xuất hàng; tài xế vào nhà máy nhận hàng theo mã đặt lịch.</p>
<ul>
<li>4 dây chuyền xếp pallet bằng robot, mỗi dây chuyền 1.200 bao/giờ, kèm cân kiểm tra và máy dò kim loại</li>
<li>2 máy trùm màng co giãn, mỗi máy 240 pallet/giờ</li>
<li>12 cần trục xếp dỡ hai trụ, tải trọng định mức 1.500 kg, chiều cao nâng 30 m, 24.192 vị trí pallet</li>
<li>Thiết bị trong xưởng đóng bao và xếp pallet được lựa chọn theo yêu cầu vùng bụi 22</li>
<li>12 cửa xuất hàng cùng băng tải tập kết hàng xuất</li>
<li>StarOS WMS: phong tỏa và cho phép xuất theo mác hàng và lô, kết nối với hệ thống phòng thí nghiệm và ERP</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Giá trị đo thực tế</th></tr></thead>
<tbody>
<tr><td>Năng suất xếp pallet</td><td>4.800 bao/giờ</td></tr>
<tr><td>Năng suất xuất kho</td><td>180 pallet/giờ</td></tr>
<tr><td>Thời gian trung bình xe lưu lại trong nhà máy</td><td>55 phút (trước đây có khi tới 24 giờ)</td></tr>
<tr><td>Nhân sự mỗi ca</td><td>11 người</td></tr>
</tbody>
</table>
<p>Vì việc phong tỏa và cho phép xuất được hệ thống thực thi bắt buộc, từ khi đi vào hoạt động chưa có một chuyến hàng nào bị giao sai mác. Nhờ đặt lịch nhận hàng trước, cảnh xe tải nối đuôi nhau chờ ngoài cổng đã chấm dứt, áp lực giao thông trên các tuyến đường xung quanh nhà máy cũng giảm theo.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'An explosion-proof AS/RS for flammable solvents and intermediates',
    },
    language: 'vi',
    customer: 'Công ty Hóa chất tinh Ruiyang',
    title: 'Kho tự động phòng nổ cho dung môi dễ cháy và chất trung gian',
    summary:
      'Cần trục xếp dỡ phòng nổ, lưu trữ phân vùng theo loại nguy hiểm và hệ thống phun nước trong kệ giúp một kho tự động đặt trong Vùng 2 khí nổ thay thế ba bãi chứa thùng phuy trước đây.',
    body: `<h2>Thách thức của dự án</h2>
<p>Ruiyang sản xuất chất trung gian cho ngành sơn, thường xuyên lưu giữ trong nhà máy khoảng 4.000 thùng phuy sắt và bồn IBC chứa dung môi dễ cháy, nhựa và các hợp chất amin. Trước đây, số hàng này được để tại ba bãi chứa bán lộ thiên và vận chuyển bằng xe nâng phòng nổ. Các vật liệu kỵ nhau chỉ được ngăn cách bằng vạch sơn trên nền, tồn kho được kiểm đếm thủ công mỗi tuần một lần. Một đợt đánh giá an toàn đã yêu cầu rõ doanh nghiệp phải tăng cường phân vùng cách ly và thu gom chất tràn đổ, đồng thời giảm số người làm việc gần khu vực chứa hàng.</p>
<h2>Giải pháp</h2>
<p>Kho mới được thiết kế cho môi trường khí nổ Vùng 2, nhóm khí IIB, cấp nhiệt độ T4. Toàn bộ cần trục xếp dỡ, băng tải và cảm biến đều có chứng nhận phòng nổ tương ứng; thiết bị điện là loại vỏ không xuyên nổ hoặc được tập trung trong phòng điện tăng áp đặt ngoài khu vực nguy hiểm. Kệ được chia thành bốn khoang chống cháy theo loại nguy hiểm, mỗi khoang có hố thu gom chất tràn đổ và hệ thống phun nước trong kệ riêng. Nhân viên không còn phải vào khu lưu trữ: thùng hàng được nhập và xuất qua hai trạm chuyển giao có buồng khóa khí.</p>
<ul>
<li>4 cần trục xếp dỡ phòng nổ, ký hiệu phòng nổ Ex db eb IIB T4 Gb (cao hơn yêu cầu tối thiểu của Vùng 2), tải trọng định mức 1.500 kg, chiều cao nâng 18 m, tốc độ di chuyển 120 m/phút</li>
<li>3.600 vị trí pallet cho bồn IBC 1.000 L và pallet chứa 4 thùng phuy 200 L</li>
<li>Bốn khoang cách ly, có hố thu gom chất tràn đổ và hệ thống phun nước trong kệ</li>
<li>Đầu dò khí dễ cháy tại từng lối đi, liên động với hệ thống thông gió và dừng cần trục</li>
<li>Phòng điện tăng áp ngoài khu vực nguy hiểm, lắp đặt tập trung PLC và biến tần</li>
<li>StarOS WMS: kiểm tra vị trí theo quy tắc lưu trữ hàng kỵ nhau ở mỗi lần nhập kho</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Diện tích lưu trữ</td><td>14.500 m² (ba bãi chứa)</td><td>3.200 m²</td></tr>
<tr><td>Số người làm việc trong khu lưu trữ mỗi ca</td><td>12 người</td><td>0 (2 người tại trạm chuyển giao bên ngoài kho)</td></tr>
<tr><td>Độ chính xác tồn kho</td><td>97,8%</td><td>99,99%</td></tr>
<tr><td>Vi phạm về cách ly phát hiện qua đánh giá (lần/năm)</td><td>9</td><td>0</td></tr>
</tbody>
</table>
<p>Kho mới đạt kiểm định thiết bị điện phòng nổ và nghiệm thu phòng cháy chữa cháy ngay lần đầu. Sau khi các bãi chứa cũ được dỡ bỏ, khoảng cách an toàn trong nhà máy được cải thiện; phần mặt bằng giải phóng đã được quy hoạch làm đường cho xe cứu hộ và bể nước chữa cháy tập trung.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A shared logistics hub and vehicle scheduling for a chemical industrial park',
    },
    language: 'vi',
    customer: 'Khu công nghiệp Hóa dầu Binjiang',
    title:
      'Trung tâm logistics dùng chung và điều phối thống nhất xe chở hàng nguy hiểm trong khu công nghiệp hóa chất',
    summary:
      'Nền tảng đặt lịch thống nhất toàn khu, bãi đỗ 220 chỗ cho xe chở hàng nguy hiểm và kho dùng chung vận hành bằng AGV phòng nổ đã rút thời gian chờ trung bình của xe trong khu từ hơn 3 giờ xuống dưới 50 phút.',
    body: `<h2>Thách thức của dự án</h2>
<p>Khu công nghiệp Hóa dầu Binjiang có 38 doanh nghiệp, mỗi ngày có khoảng 1.900 lượt xe chở hàng nguy hiểm ra vào. Trước đây, mỗi doanh nghiệp tự quản lý cổng gác và hàng chờ, xe bồn và xe tải hoặc phải chạy vòng quanh khu công nghiệp, hoặc dừng đỗ chờ ngay trên đường công cộng. Ban quản lý khu không nắm được theo thời gian thực có bao nhiêu xe chở hàng nguy hiểm trong khu và chúng đang đỗ ở đâu – vấn đề mà các cơ quan ứng cứu khẩn cấp đã nhiều lần nêu ra.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi triển khai trên ba cấp độ. Thứ nhất, nền tảng đặt lịch thống nhất toàn khu: đơn vị vận tải đặt khung giờ trực tuyến với từng doanh nghiệp, điều kiện của xe, tài xế và người áp tải được xác minh trước khi xe đến. Thứ hai, bãi đỗ tập trung cho xe chở hàng nguy hiểm: 220 chỗ đỗ được phân khu theo loại nguy hiểm và bảo đảm khoảng cách an toàn, xe chờ tại đây và chỉ vào doanh nghiệp khi được gọi. Thứ ba, kho hóa chất đóng gói dùng chung dành cho các doanh nghiệp vừa và nhỏ, vận hành bằng AGV xe nâng phòng nổ. Digital Twin Studio tổng hợp toàn bộ các thông tin này trên một màn hình tại trung tâm chỉ huy ứng cứu khẩn cấp của khu công nghiệp.</p>
<ul>
<li>Hệ thống đặt lịch và kiểm soát ra vào cho 38 doanh nghiệp và 6 cổng của khu, có nhận dạng biển số và xác minh điều kiện</li>
<li>Bãi đỗ tập trung cho xe chở hàng nguy hiểm, 220 chỗ đỗ, phân khu theo loại nguy hiểm</li>
<li>Kho hóa chất đóng gói dùng chung, 5.400 vị trí pallet</li>
<li>8 AGV xe nâng phòng nổ, Ex db IIB T4 Gb, tải trọng định mức 1.600 kg, chiều cao nâng 6 m</li>
<li>StarOS WMS vận hành theo mô hình nhiều khách thuê</li>
<li>Mô hình khu công nghiệp trên Digital Twin Studio, hiển thị xe, tồn kho và cảnh báo theo thời gian thực</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước triển khai</th><th>Sau triển khai</th></tr></thead>
<tbody>
<tr><td>Thời gian chờ trung bình của xe</td><td>3 giờ 10 phút</td><td>46 phút</td></tr>
<tr><td>Xe chở hàng nguy hiểm đỗ trên đường công cộng (cao điểm trong ngày)</td><td>140 xe</td><td>0</td></tr>
<tr><td>Thời gian xác định vị trí một xe khi có sự cố</td><td>20–30 phút</td><td>Theo thời gian thực</td></tr>
<tr><td>Doanh nghiệp sử dụng kho dùng chung</td><td>—</td><td>14 doanh nghiệp</td></tr>
</tbody>
</table>
<p>Trong đợt diễn tập ứng cứu khẩn cấp tổng hợp gần đây nhất của khu công nghiệp, trung tâm chỉ huy đã xác định trong vòng một phút vị trí và loại hàng chuyên chở của tất cả xe chở hàng nguy hiểm quanh khu vực xảy ra sự cố. Bước tiếp theo, khu công nghiệp dự kiến kết nối dữ liệu giám sát trực tuyến áp suất và nhiệt độ bồn chứa của xe bồn.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A GSP-compliant distribution centre serving 11,000 hospitals and pharmacies',
    },
    language: 'vi',
    customer: 'Công ty Logistics Dược phẩm Anrui',
    title:
      'Trung tâm logistics dược phẩm hiện đại đạt chuẩn GSP phục vụ 11.000 bệnh viện và nhà thuốc',
    summary:
      'Kết hợp kho tự động pallet, kho tự động thùng nhỏ và soạn hàng theo nguyên tắc hàng đến người, quét mã truy xuất từng hộp thuốc ngay khi soạn hàng, số dòng đơn hàng xử lý mỗi ngày tăng từ 48.000 lên 130.000.',
    body: `<h2>Thách thức của dự án</h2>
<p>Công ty Logistics Dược phẩm Anrui kinh doanh khoảng 23.000 quy cách thuốc trong tỉnh, khách hàng gồm 1.800 bệnh viện và khoảng 9.000 nhà thuốc bán lẻ. Đơn hàng nhỏ và dày: một đơn điển hình của nhà thuốc có khoảng 40 dòng, mỗi dòng chỉ một đến hai hộp. Kho cũ soạn hàng theo phiếu giấy, sau đó nhân viên đối chiếu thủ công mã truy xuất của từng hộp, khiến khâu kiểm tra trước khi xuất kho trở thành điểm nghẽn của cả quy trình. Đồng thời, các đợt kiểm tra GSP ngày càng đòi hỏi chi tiết hơn về hồ sơ nhiệt độ, quản lý số lô và truy vết thu hồi.</p>
<h2>Giải pháp</h2>
<p>Trung tâm mới được phân khu theo tốc độ luân chuyển. Thuốc nguyên thùng được lưu trong kho tự động pallet và cấp bổ sung cho kho tự động thùng nhỏ; 3.000 quy cách luân chuyển nhanh nhất được soạn tại kệ trượt có đèn chỉ dẫn; toàn bộ hàng lẻ còn lại được soạn tại các trạm hàng đến người, mã truy xuất của từng hộp được quét ngay khi soạn, nên không cần kiểm tra lại trước khi xuất. Kho lạnh 2–8 °C có khu soạn hàng riêng, sử dụng thùng bảo ôn đã được thẩm định kèm thiết bị ghi nhiệt độ. Các dòng đơn hàng cuối cùng hợp lại trên máy phân loại theo tuyến giao hàng.</p>
<ul>
<li>Kho tự động pallet: 6 cần trục xếp dỡ, 8.400 vị trí</li>
<li>Kho tự động thùng nhỏ: 8 cần trục, 36.000 vị trí thùng, tải trọng định mức 50 kg mỗi thùng</li>
<li>12 trạm hàng đến người, ghi nhận mã truy xuất ngay khi soạn hàng</li>
<li>1 máy phân loại kiểu trượt khối (sliding-shoe), 64 máng theo tuyến, năng suất 6.000 thùng/giờ</li>
<li>Kho lạnh 2–8 °C, 1.200 vị trí, bao bì chuỗi lạnh đã được thẩm định</li>
<li>StarOS WMS với kiểm soát theo GSP: thẩm định hồ sơ nhà cung cấp và khách hàng lần đầu, quản lý số lô và hạn dùng, khóa hàng thu hồi, lưu hồ sơ nhiệt độ và độ ẩm</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Số dòng đơn hàng xử lý mỗi ngày</td><td>48.000</td><td>130.000</td></tr>
<tr><td>Độ chính xác soạn hàng</td><td>99,92%</td><td>99,997%</td></tr>
<tr><td>Thời gian xử lý đơn hàng (từ khi nhận đơn đến khi xe xuất phát)</td><td>8 giờ</td><td>2,5 giờ</td></tr>
<tr><td>Tỷ lệ ghi nhận mã truy xuất</td><td>Kiểm tra xác suất</td><td>100%</td></tr>
</tbody>
</table>
<p>Trong đợt kiểm tra GSP cấp tỉnh đầu tiên sau khi đi vào hoạt động, khâu lưu kho và kiểm soát nhiệt độ không có điểm thiếu sót nào. Lệnh khóa hàng thu hồi có hiệu lực đồng thời theo số lô tại tất cả khu lưu trữ, từ khi phát lệnh thu hồi đến khi phong tỏa xong tồn kho chỉ mất vài phút.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A 2-8 °C automated warehouse for a biologics fill-and-finish plant',
    },
    language: 'vi',
    customer: 'Công ty Dược phẩm Sinh học Qingze',
    title: 'Kho lạnh tự động 2–8 °C cho nhà máy chiết rót dược phẩm sinh học',
    summary:
      'Kho lạnh với 3 cần trục xếp dỡ chuyên dụng và 2.880 vị trí pallet, việc biệt trữ và cho phép xuất do hệ thống thực thi bắt buộc, thẩm định đầy đủ IQ/OQ/PQ; số lần sai lệch nhiệt độ giảm từ 14 lần mỗi quý xuống 0.',
    body: `<h2>Thách thức của dự án</h2>
<p>Qingze chiết rót kháng thể đơn dòng và vắc xin vào lọ và bơm tiêm đóng sẵn. Thành phẩm phải luôn được giữ ở 2–8 °C từ khâu đóng gói đến khi xuất hàng, và mỗi lô đều ở trạng thái biệt trữ cho đến khi người có thẩm quyền về chất lượng (QP) cho phép xuất. Kho lạnh cũ dùng kệ thao tác thủ công, cửa mở hàng trăm lần mỗi ngày, mỗi lần sai lệch nhiệt độ đều phải điều tra riêng; trạng thái biệt trữ được quản lý bằng nhãn và bảng tính. Trong khi đó, công suất của nhà máy sắp tăng gấp đôi.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi xây dựng cạnh xưởng đóng gói một kho lạnh tự động, với cần trục xếp dỡ được thiết kế chuyên cho vận hành liên tục ở 2–8 °C. Pallet từ dây chuyền đóng gói được nhập kho qua một buồng đệm duy nhất, trong vận hành thường ngày không ai cần vào bên trong. Các trạng thái biệt trữ, đạt và không đạt được WMS quản lý và thực thi về mặt vật lý: pallet chưa được cho phép xuất thì không thể được lấy ra để giao hàng. Toàn bộ hệ thống được thẩm định IQ, OQ, PQ cùng đội ngũ chất lượng của khách hàng, trong đó có đánh giá phân bố nhiệt độ bằng 54 đầu dò vào cả mùa hè và mùa đông.</p>
<ul>
<li>3 cần trục xếp dỡ dành cho môi trường 2–8 °C, tải trọng định mức 1.000 kg, chiều cao nâng 22 m, độ chính xác định vị ±3 mm</li>
<li>Nhà kho cách nhiệt kiểu kệ tự đỡ, 2.880 vị trí pallet</li>
<li>Hệ thống giám sát nhiệt độ 54 điểm đã được thẩm định, cụm máy lạnh dự phòng</li>
<li>Lối nhập và xuất kho có buồng đệm, cửa cách nhiệt đóng mở nhanh</li>
<li>StarOS WMS: quản lý biệt trữ, chữ ký điện tử và nhật ký kiểm tra (audit trail)</li>
<li>Bộ hồ sơ thẩm định: ma trận truy vết yêu cầu người dùng, đề cương và báo cáo IQ/OQ/PQ</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Sai lệch nhiệt độ (lần/quý)</td><td>14</td><td>0</td></tr>
<tr><td>Số lần mở cửa cho người vào khu lạnh (lần/ngày)</td><td>Khoảng 350</td><td>0</td></tr>
<tr><td>Thời gian từ khi cho phép xuất đến khi giao hàng</td><td>6 giờ</td><td>40 phút</td></tr>
<tr><td>Sức chứa</td><td>900 pallet</td><td>2.880 pallet</td></tr>
</tbody>
</table>
<p>Kho lạnh đã được đưa vào phạm vi đợt thanh tra chính thức trước khi sản phẩm mới của nhà máy được lưu hành, và đã đạt yêu cầu. Bộ phận chất lượng không còn phải xử lý các cuộc điều tra sai lệch nhiệt độ, các lô đã được cho phép xuất có thể gửi ngay trong ngày đến các trung tâm kiểm soát bệnh tật và nhà phân phối.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Goods-to-person picking for 1,600 herbal medicine specifications',
    },
    language: 'vi',
    customer: 'Công ty Dược liệu Lingshu',
    title: 'Cải tạo soạn hàng theo nguyên tắc hàng đến người cho 1.600 quy cách vị thuốc cổ truyền',
    summary:
      'Trong một nhà kho thuê có chiều cao thông thủy 7,5 mét, 96 AGV nâng gầm phối hợp với trạm soạn hàng có cân kiểm tra đã nâng hiệu suất soạn hàng lên gấp 3,6 lần, tỷ lệ sai sót giảm xuống dưới một phần mười nghìn.',
    body: `<h2>Thách thức của dự án</h2>
<p>Lingshu chế biến và phân phối vị thuốc cổ truyền (dược liệu đã chế biến thành phiến), khách hàng chủ yếu là khoa dược cổ truyền của bệnh viện và các trung tâm sắc thuốc. Kho có khoảng 1.600 quy cách, nhiều vị thuốc nhẹ nhưng cồng kềnh, một số phải bảo quản trong kho mát dưới 20 °C để tránh nấm mốc và sâu mọt. Mỗi ca, nhân viên soạn hàng phải đi bộ khoảng 18 km giữa các dãy kệ, và những vị thuốc trông giống nhau đôi khi bị cho nhầm túi. Nhà kho là nhà xưởng đi thuê, chiều cao thông thủy 7,5 m, tải trọng sàn 2,5 t/m², nên không thể áp dụng phương án kệ tải nặng.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi thay kệ cố định bằng kệ di động kích thước 1,2 m × 1,0 m, do AGV nâng gầm đưa đến trạm soạn hàng. Mỗi trạm có một cân điện tử: hệ thống đặt dung sai cân theo từng quy cách, tự động so sánh trọng lượng thực soạn với trọng lượng lý thuyết và chụp ảnh lưu lại mỗi lần soạn hàng. Khu mát (10–20 °C, độ ẩm tương đối 35%–75%) vận hành như một khu riêng, có robot riêng và cửa đóng mở nhanh. WMS quản lý xuất xứ, số lô và phiếu kiểm nghiệm của từng lô dược liệu, bảo đảm truy xuất được nguồn gốc.</p>
<ul>
<li>96 AGV nâng gầm, tải trọng định mức 800 kg, dẫn đường bằng mã QR, độ chính xác định vị ±10 mm</li>
<li>2.100 kệ di động, bố trí tại khu nhiệt độ thường và khu mát</li>
<li>14 trạm soạn hàng, có cân kiểm tra và chụp ảnh lưu hồ sơ</li>
<li>Giám sát trực tuyến nhiệt độ và độ ẩm hai khu, dữ liệu ghi nhận đáp ứng yêu cầu GSP</li>
<li>Fleet Scheduler và StarOS WMS, quản lý số lô, xuất xứ và phiếu kiểm nghiệm</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Số dòng soạn được mỗi người mỗi giờ</td><td>85</td><td>310</td></tr>
<tr><td>Tỷ lệ sai sót khi soạn hàng</td><td>0,12%</td><td>0,008%</td></tr>
<tr><td>Quãng đường đi bộ của nhân viên soạn hàng mỗi ca</td><td>18 km</td><td>Gần như bằng không</td></tr>
<tr><td>Sức chứa trong cùng nhà kho</td><td>100%</td><td>138%</td></tr>
</tbody>
</table>
<p>Việc chuyển đổi được hoàn tất trong hai dịp cuối tuần, đơn hàng của bệnh viện vẫn được giao bình thường. Vì hệ thống không phụ thuộc vào hạ tầng cố định, khi hết hạn thuê và chuyển địa điểm, Lingshu có thể mang theo nguyên vẹn toàn bộ hệ thống.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A 30-metre frozen AS/RS operating at -25 °C' },
    language: 'vi',
    customer: 'Công ty Logistics Chuỗi lạnh Bingyuan',
    title: 'Kho đông lạnh tự động cao 30 mét vận hành liên tục ở −25 °C',
    summary:
      'Kho đông lạnh kiểu kệ tự đỡ với 9 cần trục xếp dỡ chịu nhiệt độ thấp và 11.700 vị trí pallet: sức chứa trên mỗi mét vuông tăng gấp 4 lần, năng lượng làm lạnh bình quân mỗi pallet mỗi ngày giảm hơn một nửa.',
    body: `<h2>Thách thức của dự án</h2>
<p>Bingyuan vận hành một kho lạnh công cộng, lưu trữ thịt đông lạnh, thủy hải sản và món ăn chế biến sẵn cấp đông. Kho cũ dùng kệ lái xe vào (drive-in) và xe nâng tầm cao, nhiệt độ kho −22 °C; tài xế cứ làm việc một thời gian lại phải ra ngoài sưởi ấm, còn pin xe nâng mất khoảng một phần ba dung lượng trong môi trường lạnh. Kho nằm gần khu đô thị, giá đất đắt đỏ, và tiền điện là khoản chi phí vận hành lớn nhất sau chi phí nhân công.</p>
<h2>Giải pháp</h2>
<p>Tận dụng chiều cao giúp giải quyết cùng lúc cả hai vấn đề. Chúng tôi xây dựng một kho đông lạnh kiểu kệ tự đỡ cao 30 mét, bao che bằng tấm cách nhiệt; 11.700 vị trí pallet chỉ chiếm khoảng một phần tư diện tích mà một kho mặt bằng cùng sức chứa cần đến, và diện tích bao che nhỏ hơn cũng đồng nghĩa với tổn thất lạnh ít hơn. Cần trục xếp dỡ được thiết kế để vận hành liên tục ở −25 °C: mỡ bôi trơn nhiệt độ thấp, tủ điều khiển có sưởi, cáp chịu lạnh và động cơ không chổi than. Pallet được nhập và xuất qua thang nâng thẳng đứng và cửa đóng mở nhanh, đi qua khu sảnh đệm ổn nhiệt +4 °C, nhờ đó không khí nóng ẩm không lọt vào buồng đông lạnh. Sàn bảo trì ở đầu mỗi lối đi nằm trong khu vực cách nhiệt, nhân viên bảo dưỡng có thể làm việc ở nhiệt độ thường.</p>
<ul>
<li>9 cần trục xếp dỡ hai trụ dành cho −25 °C, tải trọng định mức 1.200 kg, chiều cao nâng 28 m, tốc độ di chuyển 180 m/phút</li>
<li>Nhà kho cách nhiệt kiểu kệ tự đỡ, 11.700 vị trí pallet</li>
<li>Sảnh đệm ổn nhiệt +4 °C với 10 cửa xuất hàng, có đệm kín cửa</li>
<li>Buồng bảo trì cách nhiệt ở đầu mỗi lối đi</li>
<li>StarOS WMS, hỗ trợ tính phí theo nhiều chủ hàng cho kho lạnh công cộng</li>
<li>Hệ thống giám sát năng lượng, liên động với trạm máy lạnh</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Kho cũ</th><th>Kho mới</th></tr></thead>
<tbody>
<tr><td>Số vị trí pallet trên mỗi 1.000 m² diện tích</td><td>1.150</td><td>4.700</td></tr>
<tr><td>Năng lượng làm lạnh mỗi pallet mỗi ngày</td><td>0,62 kWh</td><td>0,29 kWh</td></tr>
<tr><td>Số người làm việc trong buồng đông lạnh mỗi ca</td><td>16 người</td><td>0</td></tr>
<tr><td>Năng suất nhập xuất kho cao điểm</td><td>95 pallet/giờ</td><td>260 pallet/giờ</td></tr>
</tbody>
</table>
<p>Kho mới đã trải qua trọn vẹn hai mùa hè kể từ khi đi vào hoạt động, độ sẵn sàng của cần trục xếp dỡ luôn duy trì trên 99,4%. Bingyuan đã dùng chính thiết kế này khi quy hoạch kho lạnh thứ hai.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Four-way shuttles at -23 °C for a frozen dumpling maker' },
    language: 'vi',
    customer: 'Công ty Thực phẩm Đông lạnh Xueying',
    title: 'Kho lạnh −23 °C dùng xe con thoi bốn chiều cho nhà máy sủi cảo đông lạnh',
    summary:
      'Tận dụng một nhà kho cách nhiệt cũ có lưới cột không đều, 20 xe con thoi bốn chiều chịu nhiệt độ thấp đã nâng sức chứa kho đông lạnh trong nhà máy từ 6.000 lên 15.600 pallet, mùa cao điểm không còn phải thuê kho lạnh bên ngoài.',
    body: `<h2>Thách thức của dự án</h2>
<p>Xueying sản xuất sủi cảo, bánh bao và bánh trôi, doanh số tăng vọt trước Tết Nguyên đán và Tết Nguyên tiêu; vào cao điểm, sản lượng bằng khoảng 2,5 lần mức bình quân cả năm. Kho lạnh hiện có là kho truyền thống 6.000 vị trí pallet, nhiệt độ −20 °C. Vào mùa cao điểm, lượng hàng dư chỉ có thể gửi sang kho lạnh thuê của bên thứ ba, vừa tăng chi phí trung chuyển, vừa khó nắm rõ tồn kho. Nhà máy muốn mở rộng sức chứa ngay trong khuôn viên của mình, nhưng chỗ duy nhất còn dùng được là một nhà kho cách nhiệt cũ có chiều cao thông thủy 16 m và lưới cột không đều.</p>
<h2>Giải pháp</h2>
<p>Hệ thống xe con thoi bốn chiều là lựa chọn phù hợp nhất cho tòa nhà này. Kệ được bố trí bao quanh các cột hiện có, xe con thoi và thang nâng được lựa chọn cho môi trường −23 °C: pin lithium titanat vẫn giữ được khả năng sạc và xả tốt ở nhiệt độ thấp, kết hợp mỡ bôi trơn nhiệt độ thấp và linh kiện điện được làm kín. Sản phẩm ra khỏi đường hầm cấp đông được xếp pallet rồi theo băng tải vào thẳng kho, suốt quá trình không rời khỏi môi trường lạnh. Trước mỗi mùa cao điểm, chỉ cần bổ sung xe con thoi là có thể nâng năng suất nhập xuất kho.</p>
<ul>
<li>20 xe con thoi bốn chiều dành cho −23 °C, tải trọng định mức 1.200 kg, pin lithium titanat, tốc độ di chuyển 1,5 m/s</li>
<li>5 thang nâng, 11 tầng lưu trữ, 9.600 vị trí pallet</li>
<li>Băng tải kết nối trực tiếp với máy cấp đông xoắn ốc và cụm xếp pallet</li>
<li>Ba vùng nhiệt độ: khu lưu trữ −23 °C, khu tập kết 0–4 °C và sàn xuất hàng +10 °C</li>
<li>StarOS WMS, xuất hàng theo ngày sản xuất và hạn sử dụng, hết hạn trước xuất trước (FEFO)</li>
<li>StarWCS Control, điều phối xe con thoi, thang nâng và băng tải</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Sức chứa kho đông lạnh trong nhà máy</td><td>6.000 pallet</td><td>15.600 pallet</td></tr>
<tr><td>Lượng hàng gửi kho lạnh thuê ngoài vào mùa cao điểm</td><td>4.200 pallet</td><td>0</td></tr>
<tr><td>Thời gian từ khi ra khỏi máy cấp đông đến khi nhập kho</td><td>45 phút</td><td>8 phút</td></tr>
<tr><td>Năng suất xuất kho</td><td>90 pallet/giờ</td><td>210 pallet/giờ</td></tr>
</tbody>
</table>
<p>Ngay trong mùa cao điểm đầu tiên, toàn bộ chi phí thuê kho lạnh bên ngoài và cước trung chuyển đã được loại bỏ. Thời gian từ cấp đông đến nhập kho được rút ngắn đáng kể, hiện tượng nhiệt độ tâm sản phẩm tăng trở lại cũng không còn, khiếu nại của khách hàng về bề mặt sản phẩm đóng tuyết giảm rõ rệt.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Cold-rated forklift AGVs for an imported-meat port cold store' },
    language: 'vi',
    customer: 'Công ty Logistics Chuỗi lạnh Ngoại quan Haigang',
    title: 'Cải tạo kho lạnh thịt nhập khẩu tại cảng bằng AGV xe nâng chịu nhiệt độ thấp',
    summary:
      'Giữ nguyên hệ thống kệ hiện có, 14 AGV xe nâng tầm cao chịu nhiệt độ thấp tiếp quản công việc trong buồng đông lạnh, đồng thời WMS quản lý trạng thái tạm giữ hải quan và kiểm dịch của từng pallet hàng nhập khẩu.',
    body: `<h2>Thách thức của dự án</h2>
<p>Haigang vận hành một kho lạnh ngoại quan cạnh bến container, tiếp nhận thịt bò, thịt lợn và thịt gia cầm nhập khẩu bằng container lạnh. Mỗi container đều phải được dỡ hàng, lấy mẫu và lưu giữ riêng cho đến khi hải quan và cơ quan kiểm dịch cho phép thông quan. Kho có 14.000 vị trí kệ chọn lọc (selective) ở −20 °C cùng khu kiểm hóa 0–4 °C, tất cả đều do xe nâng tầm cao có người lái đảm nhận. Nhân sự làm việc trong buồng đông lạnh biến động lớn; công ty muốn tự động hóa nhưng không muốn tháo bỏ hệ thống kệ mới chỉ sử dụng sáu năm.</p>
<h2>Giải pháp</h2>
<p>Trước tiên, chúng tôi quét laser kiểm tra toàn bộ hệ thống kệ: phần lớn thanh dầm nằm trong dung sai, chỉ 300 vị trí cần cân chỉnh lại. Tiếp đó, chúng tôi đưa vào sử dụng AGV xe nâng tầm cao chịu nhiệt độ thấp để cất hàng lên kệ và xuất kho ngay trên hệ thống kệ hiện có. AGV dẫn đường bằng laser với tấm phản quang, vẫn ổn định trong sương mù của kho lạnh; pin lithium sắt phosphat có chức năng sưởi và được sạc tự động khi rảnh việc tại phòng đệm +4 °C. Việc dỡ hàng khỏi container vẫn do xe nâng có người lái thực hiện, AGV nhận pallet tại làn chuyển giao. WMS tự động khóa mọi pallet đang bị hải quan hoặc kiểm dịch tạm giữ, không cho phép xuất kho.</p>
<ul>
<li>14 AGV xe nâng tầm cao dành cho −25 °C, tải trọng định mức 1.400 kg, chiều cao nâng 9 m, dẫn đường bằng laser với tấm phản quang, độ chính xác định vị ±10 mm</li>
<li>Pin lithium sắt phosphat có sưởi, sạc tự động khi rảnh việc tại phòng đệm +4 °C</li>
<li>Cân chỉnh và kiểm tra an toàn hệ thống kệ chọn lọc hiện có</li>
<li>Làn chuyển giao giữa người và xe tại sàn dỡ container</li>
<li>StarOS WMS: tạm giữ hàng theo yêu cầu hải quan và kiểm dịch, nhiệm vụ lấy mẫu, quản lý sổ sách hàng ngoại quan</li>
<li>Fleet Scheduler: quản lý khu vực người và xe cùng di chuyển, tự động giới hạn tốc độ khi đến gần người</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Nhân sự trong buồng đông lạnh mỗi ca</td><td>18 người</td><td>5 người</td></tr>
<tr><td>Thời gian cất hàng lên kệ sau khi dỡ container</td><td>70 phút</td><td>20 phút</td></tr>
<tr><td>Độ chính xác tồn kho</td><td>98,6%</td><td>99,95%</td></tr>
<tr><td>Sự cố va chạm kệ (lần/tháng)</td><td>6</td><td>0,3</td></tr>
</tbody>
</table>
<p>Áp lực tuyển dụng cho các vị trí trong buồng đông lạnh đã giảm đáng kể, thời gian container lưu lại tại cảng cũng được rút ngắn tương ứng. Vì trạng thái tạm giữ được hệ thống thực thi bắt buộc, khối lượng công việc kiểm tra sổ sách hàng ngoại quan của hải quan đã giảm rõ rệt.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A cross-belt sorter that ships 380,000 parcels a day' },
    language: 'vi',
    customer: 'Công ty Thương mại điện tử Jiapin Youxuan',
    title: 'Trung tâm phân loại băng chéo xuất 380.000 kiện hàng mỗi ngày',
    summary:
      'Máy phân loại băng chéo hai tầng kết hợp quét mã sáu mặt và mô phỏng trên bản sao số đã nâng lượng hàng xuất trong ngày cao điểm khuyến mại lên 380.000 kiện, tỷ lệ phân loại nhầm giảm xuống còn một phần mười nghìn.',
    body: `<h2>Thách thức của dự án</h2>
<p>Jiapin Youxuan bán lẻ trực tuyến đồ gia dụng và sản phẩm chăm sóc cá nhân; trung tâm xử lý đơn hàng (fulfillment) khu vực của công ty giao hàng đến 11 tỉnh thông qua năm hãng chuyển phát. Trong các đợt khuyến mại lớn, lượng đơn có thể gấp bốn lần ngày thường. Trước đây, hàng được phân loại thủ công theo hãng chuyển phát và theo tỉnh, mỗi đợt khuyến mại lại phải tuyển và đào tạo gấp khoảng 300 lao động thời vụ. Một kiện hàng bị phân loại nhầm sẽ bị chuyển đến sai trung tâm trung chuyển, thời gian giao hàng trung bình chậm thêm hai ngày.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi lắp đặt một máy phân loại băng chéo hai tầng ngay sau khu đóng gói. Kiện hàng được cấp tự động lên máy, quét mã sáu mặt, cân và đo thể tích, sau đó rơi vào máng tương ứng theo hãng chuyển phát và điểm đến; đèn báo cạnh máng hướng dẫn nhân viên đóng bao. Trước khi đưa vào vận hành, chúng tôi đã mô phỏng toàn bộ hệ thống trên Digital Twin Studio bằng dữ liệu các đợt khuyến mại trước đây, nhờ đó điều chỉnh trước nhịp cấp hàng và việc phân bổ máng.</p>
<ul>
<li>Máy phân loại băng chéo hai tầng, 1.080 xe con, tốc độ băng 2,5 m/s, năng suất định mức 20.000 kiện/giờ</li>
<li>18 trạm cấp hàng tự động, có quét mã sáu mặt và cân động</li>
<li>420 máng theo điểm đến, có đèn báo hướng dẫn đóng bao</li>
<li>Hệ thống đo thể tích, dùng để đối chiếu cước chuyển phát</li>
<li>Hệ thống điều khiển phân loại StarWCS, kết nối với hệ thống đơn hàng và giao diện của các hãng chuyển phát</li>
<li>Digital Twin Studio: mô phỏng cao điểm khuyến mại trước khi vận hành và giám sát hoạt động theo thời gian thực</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Lượng hàng xuất trong ngày cao điểm khuyến mại</td><td>160.000 kiện</td><td>380.000 kiện</td></tr>
<tr><td>Tỷ lệ phân loại nhầm</td><td>0,3%</td><td>0,01%</td></tr>
<tr><td>Lao động thời vụ trong đợt khuyến mại</td><td>300 người</td><td>60 người</td></tr>
<tr><td>Giờ chốt đơn để xuất hàng trong ngày</td><td>16:00</td><td>22:00</td></tr>
</tbody>
</table>
<p>Khi giờ chốt đơn lùi thêm sáu tiếng, khách hàng đặt mua vào buổi tối vẫn nhận được hàng vào ngày hôm sau – điều đã trở thành một trong những lợi thế bán hàng chính của Jiapin Youxuan. Dữ liệu đo thể tích còn giúp công ty giảm được nhiều chênh lệch cước trong kỳ quyết toán hằng năm với các hãng chuyển phát.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Mixed-case robotic palletizing for a 260-store supermarket chain',
    },
    language: 'vi',
    customer: 'Chuỗi siêu thị Huilin',
    title: 'Trung tâm phân phối xếp pallet hỗn hợp bằng robot phục vụ 260 cửa hàng',
    summary:
      'Kết hợp kho tự động, kho đệm thùng hàng và 10 robot xếp pallet hỗn hợp, pallet được tự động ghép theo thứ tự kệ của từng cửa hàng; thời gian lên kệ tại cửa hàng giảm 40%, khiếu nại hàng hư hỏng giảm hơn 80%.',
    body: `<h2>Thách thức của dự án</h2>
<p>Huilin vận hành 260 siêu thị và cửa hàng tiện lợi. Trung tâm phân phối hàng nhiệt độ thường của chuỗi soạn hàng và ghép pallet theo từng thùng; một pallet giao cho cửa hàng thường gồm 60 đến 90 thùng của hơn 30 mặt hàng. Ghép pallet thủ công đòi hỏi sức lao động lớn, độ vững của pallet tùy thuộc vào người xếp, hàng hóa bị đè bẹp là chuyện thường gặp; khi hàng đến cửa hàng, nhân viên còn phải phân loại lại cả pallet theo thứ tự kệ rồi mới bắt đầu xếp hàng lên kệ.</p>
<h2>Giải pháp</h2>
<p>Pallet nguyên của nhà cung cấp trước tiên được đưa vào kho tự động pallet; khi cần, hàng được xuất kho và máy dỡ pallet tự động tách từng lớp, các thùng đơn lẻ đi vào kho đệm thùng hàng. Robot xếp pallet ghép pallet theo phương án do phần mềm tính toán kiểu xếp đưa ra: thùng nặng ở dưới, hàng dễ bẹp ở trên, đồng thời nhóm theo dãy kệ của cửa hàng để nhân viên có thể xếp hàng lên kệ lần lượt theo thứ tự. Pallet đã ghép xong được quấn màng, dán nhãn rồi chuyển đến khu xuất hàng.</p>
<ul>
<li>Kho tự động pallet: 8 cần trục xếp dỡ, tải trọng định mức 1.000 kg, 18.500 vị trí</li>
<li>4 máy dỡ pallet tự động theo lớp</li>
<li>Kho đệm thùng hàng dùng xe con thoi, 42.000 ô chứa</li>
<li>10 robot xếp pallet hỗn hợp, mỗi robot 500–600 thùng/giờ</li>
<li>Phần mềm tính toán kiểu xếp: kiểm tra độ vững, quy tắc chịu nén, nhóm theo dãy kệ cửa hàng</li>
<li>StarOS WMS: bổ sung hàng cho cửa hàng và lập kế hoạch theo đợt</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Số thùng xử lý mỗi ngày</td><td>65.000</td><td>110.000</td></tr>
<tr><td>Tỷ lệ khiếu nại hàng hư hỏng của cửa hàng</td><td>0,35%</td><td>0,06%</td></tr>
<tr><td>Thời gian lên kệ mỗi pallet tại cửa hàng</td><td>42 phút</td><td>25 phút</td></tr>
<tr><td>Nhân sự ghép pallet</td><td>120 người</td><td>26 người</td></tr>
</tbody>
</table>
<p>Nhân viên cửa hàng dùng thời gian tiết kiệm được cho việc sắp xếp hàng hóa và phục vụ khách. Không cần tăng thêm người cho ca đêm, trung tâm phân phối vẫn đảm nhận được 40 cửa hàng mà Huilin mở mới trong hai năm gần đây.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Goods-to-person AGVs and returns sorting for an online fashion brand',
    },
    language: 'vi',
    customer: 'Công ty Thời trang Qianyi',
    title:
      'AGV soạn hàng theo nguyên tắc hàng đến người và phân loại hàng hoàn trả cho thương hiệu thời trang nữ trực tuyến',
    summary:
      '260 AGV nâng gầm và 96 robot phân loại dùng chung một hệ thống, việc soạn hàng và đưa hàng hoàn trả lên kệ được thực hiện tại cùng một trạm làm việc; 96% hàng hoàn trả được đưa trở lại kệ bán trong vòng 24 giờ.',
    body: `<h2>Thách thức của dự án</h2>
<p>Qianyi bán thời trang nữ trực tuyến; tính cả kích cỡ và màu sắc, danh mục có khoảng 60.000 SKU, cứ hai tuần lại ra mắt sản phẩm mới, và tỷ lệ hoàn trả gần 30%. Hàng hoàn trả đã trở thành bài toán lớn của nhà kho: mỗi sản phẩm hoàn trả phải được kiểm tra, đóng gói lại và đưa trở lại kệ trong vòng 24 giờ, nếu không sẽ lỡ khoảng thời gian bán hàng của bộ sưu tập. Kho cũ dựa vào nhân viên đẩy xe đi soạn hàng giữa các dãy kệ, hiệu suất khó cải thiện.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi dùng AGV nâng gầm đưa kệ đến trạm làm việc; mỗi trạm vừa có thể soạn hàng, vừa có thể đưa hàng hoàn trả lên kệ: khi hàng hoàn trả đạt yêu cầu kiểm tra, hệ thống chỉ định cho sản phẩm đó một kệ đang trên đường đến trạm, nhờ đó hàng được đưa thẳng trở lại tồn kho có thể bán. Đơn hàng nhiều sản phẩm và kiện hàng hoàn trả được một nền tảng robot phân loại cỡ nhỏ phân loại theo đơn hàng hoặc điểm đến. WMS quản lý SKU theo mẫu, màu và cỡ, đồng thời phân cấp xử lý hàng hoàn trả.</p>
<ul>
<li>260 AGV nâng gầm, tải trọng định mức 600 kg, dẫn đường bằng mã QR, độ chính xác định vị ±10 mm</li>
<li>7.800 kệ di động, chứa 60.000 SKU</li>
<li>24 trạm làm việc dùng chung cho soạn hàng và đưa hàng hoàn trả lên kệ</li>
<li>Nền tảng robot phân loại với 96 robot và 480 ô đích</li>
<li>Fleet Scheduler và StarOS WMS, hỗ trợ quản lý theo mẫu – màu – cỡ và phân cấp hàng hoàn trả</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Số sản phẩm soạn được mỗi người mỗi giờ</td><td>110</td><td>420</td></tr>
<tr><td>Tỷ lệ hàng hoàn trả được đưa lại lên kệ trong 24 giờ</td><td>55%</td><td>96%</td></tr>
<tr><td>Số đơn hàng xuất trong ngày khuyến mại lớn</td><td>90.000 đơn</td><td>260.000 đơn</td></tr>
<tr><td>Độ chính xác soạn hàng</td><td>99,7%</td><td>99,99%</td></tr>
</tbody>
</table>
<p>Nhờ hàng hoàn trả quay lại tồn kho có thể bán nhanh hơn, Qianyi đã giảm được lượng hàng nhập đợt đầu cho mỗi bộ sưu tập, mức giảm giá xả hàng cuối mùa cũng thu hẹp. Từ khi hệ thống đi vào vận hành, nhà kho không còn phải thuê thêm mặt bằng tạm thời cho các đợt khuyến mại lớn.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Sequenced line feeding with 140 AGVs for a vehicle final assembly plant',
    },
    language: 'vi',
    customer: 'Nhà máy Lắp ráp Ô tô Hongtu',
    title: '140 xe tự hành AGV cấp linh kiện theo trình tự JIT/JIS cho dây chuyền lắp ráp ô tô',
    summary:
      '140 AGV cấp linh kiện cho dây chuyền lắp ráp theo đúng trình tự xe do MES phát đi, tồn kho cạnh dây chuyền giảm từ 6 giờ xuống 2 giờ, giải phóng mặt bằng trạm làm việc cho mẫu xe thứ ba.',
    body: `<h2>Thách thức của dự án</h2>
<p>Nhà máy Lắp ráp Ô tô Hongtu sản xuất xe SUV và MPV, các phiên bản thuần điện và hybrid cùng chạy trên một dây chuyền với nhịp 60 xe/giờ (JPH). Xe có nhiều cấu hình, số mã linh kiện cạnh dây chuyền lên tới 1.200; xe kéo và xe nâng chật kín lối đi logistics, tồn kho cạnh dây chuyền chiếm mất mặt bằng cần cho các trạm làm việc mới, linh kiện cấp nhầm còn buộc phải làm lại. Nhà máy có kế hoạch đưa mẫu xe thứ ba vào sản xuất mà không mở rộng nhà xưởng.</p>
<h2>Giải pháp</h2>
<p>Khu siêu thị vật tư (supermarket) trong khu logistics soạn linh kiện theo trình tự xe do MES phát đi; AGV nâng gầm đưa kệ linh kiện đã xếp theo trình tự đến trạm cập cạnh dây chuyền, mỗi kệ có mặt khoảng 15 phút trước khi được dùng đến, kệ rỗng tự động quay về. Linh kiện lớn trên pallet được AGV xe nâng đưa thẳng đến dây chuyền. Hệ thống điều phối quản lý thống nhất toàn bộ xe, điều khiển giao thông tại 36 giao lộ và liên động với hệ thống andon của dây chuyền lắp ráp: khi một đoạn dây chuyền dừng, các nhiệm vụ cấp liệu tương ứng tự động tạm dừng.</p>
<ul>
<li>120 AGV nâng gầm, tải trọng định mức 1.000 kg, dẫn đường bằng mã QR kết hợp laser, độ chính xác định vị ±10 mm</li>
<li>20 AGV xe nâng, tải trọng định mức 1.500 kg, cho linh kiện trên pallet</li>
<li>Khu soạn hàng theo trình tự, có đèn chỉ dẫn và nhận trình tự xe do MES phát đi</li>
<li>Trạm cập tự động cạnh dây chuyền và thu hồi kệ rỗng tự động</li>
<li>Fleet Scheduler quản lý thống nhất 140 xe, điều khiển giao thông tại 36 giao lộ</li>
<li>StarWCS Control, kết nối với MES và hệ thống andon của nhà máy</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Tồn kho cạnh dây chuyền</td><td>6 giờ</td><td>2 giờ</td></tr>
<tr><td>Xe có người lái trong lối đi logistics</td><td>85 xe</td><td>12 xe</td></tr>
<tr><td>Giao nhầm linh kiện (lần/tháng)</td><td>34</td><td>1</td></tr>
<tr><td>Dừng dây chuyền do vật tư (lần/tháng)</td><td>9</td><td>0,5</td></tr>
</tbody>
</table>
<p>Mặt bằng giải phóng cạnh dây chuyền đủ cho toàn bộ các trạm làm việc mới mà mẫu xe thứ ba cần đến; mẫu xe mới đã đi vào sản xuất đúng tiến độ mà không phải mở rộng nhà xưởng. Khi số xe trong lối đi giảm, các sự cố an toàn giao thông trong nhà máy cũng giảm mạnh.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A parts consolidation centre supplying two assembly plants in sequence',
    },
    language: 'vi',
    customer: 'Công ty Logistics Phụ tùng Ô tô Zhongheng',
    title: 'Trung tâm tập kết linh kiện cấp hàng theo trình tự cho hai nhà máy lắp ráp ô tô',
    summary:
      'Kho tự động thùng nhỏ và kho tự động pallet cùng cấp hàng cho 24 trạm xếp trình tự; thời gian từ khi nhận trình tự xe đến khi xe tải xuất phát giảm từ 95 xuống 38 phút, lỗi trình tự giảm 97%.',
    body: `<h2>Thách thức của dự án</h2>
<p>Zhongheng là doanh nghiệp logistics bên thứ ba trong ngành ô tô, cấp hàng cho hai nhà máy lắp ráp cách 8 km và 14 km; kho lưu trữ linh kiện của khoảng 400 nhà cung cấp. Từ khi nhà máy lắp ráp phát đi trình tự xe đến khi linh kiện lên dây chuyền chỉ có 120 phút, trong đó còn phải trừ thời gian vận chuyển trên đường. Kho cũ chủ yếu xếp hàng trên nền và trên kệ thông thường, việc gom đủ linh kiện cho một đợt trình tự mất quá nhiều thời gian, còn ca đêm thì luôn thiếu người.</p>
<h2>Giải pháp</h2>
<p>Linh kiện nhỏ đựng trong thùng được lưu trong kho tự động thùng nhỏ, linh kiện trên pallet được lưu trong kho tự động pallet; cả hai cùng lúc cấp hàng cho các trạm xếp trình tự. Theo chỉ dẫn của đèn, nhân viên đặt linh kiện vào xe đẩy trình tự theo thứ tự xe, hệ thống kiểm tra từng thùng; xe đẩy được xếp lên xe tải theo thứ tự ngược, để khi đến nhà máy lắp ráp có thể dỡ xuống và đưa thẳng lên dây chuyền theo đúng thứ tự. WMS quản lý tồn kho ký gửi của nhà cung cấp và lệnh kéo hàng của nhà máy lắp ráp, đồng thời trao đổi dữ liệu theo thời gian thực với cả hai nhà máy qua EDI.</p>
<ul>
<li>Kho tự động thùng nhỏ: 10 cần trục xếp dỡ, 48.000 vị trí thùng, tải trọng định mức 50 kg mỗi thùng, tốc độ di chuyển 6 m/s</li>
<li>Kho tự động pallet: 6 cần trục xếp dỡ, 7.200 vị trí, tải trọng định mức 1.000 kg, chiều cao nâng 20 m</li>
<li>24 trạm xếp trình tự, có đèn chỉ dẫn và kiểm tra thùng linh kiện</li>
<li>Khu đệm xếp hàng lên xe, tự động kiểm tra thứ tự trước khi xuất phát</li>
<li>StarOS WMS: tồn kho ký gửi của nhà cung cấp, quản lý lệnh kéo hàng, kết nối EDI với hai nhà máy lắp ráp</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Thời gian từ khi nhận trình tự xe đến khi xuất phát</td><td>95 phút</td><td>38 phút</td></tr>
<tr><td>Lỗi trình tự (trên một triệu linh kiện)</td><td>180</td><td>6</td></tr>
<tr><td>Sức chứa</td><td>26.000 thùng + 3.000 pallet</td><td>48.000 thùng + 7.200 pallet</td></tr>
<tr><td>Nhân sự ca đêm</td><td>65 người</td><td>28 người</td></tr>
</tbody>
</table>
<p>Khoảng thời gian dư ra giúp Zhongheng ứng phó được với tắc đường và các tình huống bất ngờ khác; từ khi dự án đi vào vận hành, chưa lần nào nhà máy lắp ráp phải dừng dây chuyền vì giao hàng chậm. Nhờ năng lực này, Zhongheng đã giành thêm hợp đồng cấp hàng cho nhà máy lắp ráp thứ ba.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Heavy forklift AGVs and a digital twin for a stamped-panel buffer',
    },
    language: 'vi',
    customer: 'Nhà máy Dập – Hàn Ô tô Qiyuan',
    title: 'AGV xe nâng tải nặng và bản sao số quản lý khu đệm chi tiết dập',
    summary:
      '22 AGV xe nâng loại 3 tấn tiếp quản 1.500 vị trí kệ chứa chi tiết dập, bản sao số hiển thị theo thời gian thực số giờ mà mỗi chi tiết còn đủ cấp cho xưởng hàn; số tài xế xe nâng mỗi ca giảm từ 16 xuống 3 người.',
    body: `<h2>Thách thức của dự án</h2>
<p>Xưởng dập của Qiyuan có hai dây chuyền dập liên hoàn, dập các tấm vỏ thân xe theo lô, trong khi xưởng hàn thân xe tiêu thụ các chi tiết này liên tục. Khu đệm giữa hai xưởng chứa khoảng 1.400 kệ chi tiết, mỗi kệ nặng tới 2,8 t, do 16 tài xế xe nâng phụ trách vận chuyển. Kệ thường được đặt ở bất cứ chỗ nào còn trống, tài xế mất nhiều thời gian tìm hàng; khi lập kế hoạch dập, người lập kế hoạch cũng không biết chính xác mỗi loại chi tiết còn lại bao nhiêu. Hư hỏng chi tiết do va chạm kệ gây thiệt hại cho nhà máy hơn một triệu nhân dân tệ mỗi năm.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi đưa vào AGV xe nâng tải nặng loại 3 tấn, dẫn đường bằng SLAM laser, chồng các kệ chi tiết lên nhau tối đa ba tầng; mỗi vị trí đều có mã số cố định và trạng thái theo thời gian thực. Trạm chuyển giao tự động được bố trí ở cuối dây chuyền dập và tại lối vào xưởng hàn. Digital Twin Studio thể hiện tồn kho của từng chi tiết bằng “số giờ còn đủ cấp cho xưởng hàn” và cho phép mô phỏng phương án kế hoạch dập, giúp người lập kế hoạch bố trí các lô dài hơn và hợp lý hơn.</p>
<ul>
<li>22 AGV xe nâng tải nặng, tải trọng định mức 3.000 kg, chiều cao nâng 4,5 m, dẫn đường bằng SLAM laser, độ chính xác định vị ±10 mm</li>
<li>1.500 vị trí kệ trên nền, xếp tối đa ba tầng, theo dõi từng vị trí</li>
<li>Trạm chuyển giao tự động ở cuối dây chuyền dập và tại lối vào xưởng hàn</li>
<li>Fleet Scheduler, lập lộ trình động cho 22 xe tải nặng</li>
<li>Digital Twin Studio: hiển thị số giờ còn đủ cấp theo từng chi tiết, hỗ trợ mô phỏng kế hoạch sản xuất</li>
<li>StarWCS Control, kết nối với MES của xưởng dập và xưởng hàn</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Tài xế xe nâng mỗi ca</td><td>16 người</td><td>3 người</td></tr>
<tr><td>Thời gian tìm hàng mỗi lần vận chuyển</td><td>Khoảng 6 phút</td><td>0</td></tr>
<tr><td>Thiệt hại do hư hỏng chi tiết (mỗi năm)</td><td>1,2 triệu nhân dân tệ</td><td>150.000 nhân dân tệ</td></tr>
<tr><td>Số lần thay khuôn dập (mỗi tuần)</td><td>42 lần</td><td>34 lần</td></tr>
</tbody>
</table>
<p>Số lần thay khuôn giảm đồng nghĩa với việc mỗi tuần các dây chuyền dập có thêm vài giờ sản xuất hiệu quả. Giờ đây, người lập kế hoạch tính thử từng phương án trên bản sao số trước khi ban hành, và xưởng hàn chưa từng phải dừng dây chuyền vì thiếu tấm vỏ thân xe.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A chilled high-bay warehouse for yoghurt and fresh milk' },
    language: 'vi',
    customer: 'Công ty Sữa Tianmu',
    title: 'Kho cao tầng tự động 2–6 °C cho sữa chua và sữa tươi',
    summary:
      'Kho tự động 2–6 °C với 7 cần trục xếp dỡ và 8.400 vị trí kết nối trực tiếp với dây chuyền chiết rót, xuất hàng theo thứ tự tuyến và điểm giao; thời gian trễ trung bình của xe giao hàng giảm từ 48 phút xuống 5 phút.',
    body: `<h2>Thách thức của dự án</h2>
<p>Nhà máy chính của Tianmu sản xuất sữa chua và sữa tươi thanh trùng bảo quản lạnh, hạn sử dụng chỉ từ 7 đến 21 ngày. Sản phẩm phải luôn được giữ ở 2–6 °C; phần lớn đơn hàng của cửa hàng được đặt vào buổi tối nhưng yêu cầu giao trước 6 giờ sáng hôm sau. Kho lạnh cũ dùng xe nâng và chia hàng thủ công theo từng xe, xe giao hàng thường xuyên xuất phát muộn; vào các đêm mùa hè, cửa mở liên tục khiến nhiệt độ sàn xuất hàng có lúc vượt quá 8 °C.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi xây dựng cạnh xưởng chiết rót một kho cao tầng 2–6 °C; pallet vừa xếp xong được băng tải đưa thẳng vào kho. WMS xuất hàng theo nguyên tắc hết hạn trước xuất trước, sắp xếp pallet xuất kho theo tuyến giao hàng và theo thứ tự ngược của điểm giao: hàng của điểm giao cuối cùng được xếp lên xe trước tiên. Cả 16 cửa xuất hàng đều được trang bị đệm kín cửa, cửa chỉ mở khi xe đã áp sát sàn xuất hàng.</p>
<ul>
<li>7 cần trục xếp dỡ một trụ, tải trọng định mức 1.000 kg, chiều cao nâng 24 m, tốc độ di chuyển 200 m/phút, độ chính xác định vị ±3 mm</li>
<li>8.400 vị trí pallet ở 2–6 °C</li>
<li>Hệ thống băng tải kết nối trực tiếp với 14 dây chuyền chiết rót và xếp pallet</li>
<li>Khu đệm xuất hàng sắp xếp theo tuyến, 16 cửa xuất hàng có đệm kín cửa</li>
<li>StarOS WMS: hết hạn trước xuất trước, xuất kho theo thứ tự tuyến và điểm giao</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Thời gian trễ trung bình của xe giao hàng</td><td>48 phút</td><td>5 phút</td></tr>
<tr><td>Nhiệt độ sàn xuất hàng vào đêm mùa hè</td><td>Cao nhất 9 °C</td><td>4–6 °C</td></tr>
<tr><td>Năng suất xuất kho</td><td>150 pallet/giờ</td><td>420 pallet/giờ</td></tr>
<tr><td>Tỷ lệ hàng hủy do quá hạn</td><td>0,8%</td><td>0,2%</td></tr>
</tbody>
</table>
<p>Khi xe giao hàng đúng giờ, sữa tươi được xếp lên kệ cửa hàng từ sáng sớm và có thời gian bán dài hơn, lượng hàng phải hủy do quá hạn nhờ đó giảm theo. Tianmu đã có kế hoạch nhân rộng phương án này tại nhà máy mới ở miền Đông Trung Quốc.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Robotic palletizing and AGV transfer for a bottled water plant' },
    language: 'vi',
    customer: 'Công ty Đồ uống Qingyuanquan',
    title: 'Xếp pallet bằng robot và vận chuyển tự động bằng AGV cho nhà máy nước đóng chai',
    summary:
      '4 cụm robot xếp pallet thay thế các máy xếp pallet kiểu cổng trục đã cũ, 16 AGV xe nâng dùng được ngoài trời đảm nhận quãng vận chuyển 250 mét; thời gian chuyển đổi quy cách giảm từ 40 phút xuống 6 phút.',
    body: `<h2>Thách thức của dự án</h2>
<p>Qingyuanquan chiết rót nước khoáng thiên nhiên tại nguồn nước vùng núi; sáu dây chuyền chiết rót chạy với tốc độ từ 36.000 đến 48.000 chai mỗi giờ. Sản phẩm của từng dây chuyền được máy xếp pallet kiểu cổng trục đời cũ xếp lên pallet, rồi xe nâng chở qua bãi ngoài trời đến kho thành phẩm cách đó 250 mét. Nhà máy ở vùng xa nên rất khó tuyển tài xế xe nâng; các máy xếp pallet cũ cũng không xử lý được kiểu đóng gói mới gồm 12 chai bọc màng co nhiệt.</p>
<h2>Giải pháp</h2>
<p>Cứ hai dây chuyền chiết rót dùng chung một cụm robot xếp pallet; robot được trang bị tay gắp kết hợp kẹp ôm và hút chân không, kiểu xếp được chuyển đổi chỉ bằng cách chọn trên màn hình cảm ứng. Sau khi quấn màng và dán nhãn, pallet được AGV xe nâng dùng ngoài trời chở đến kho thành phẩm theo lối đi có mái che mới xây. AGV dẫn đường bằng SLAM laser 3D, vẫn ổn định trong mưa, sương mù và khi ánh sáng thay đổi, cấp bảo vệ IP54; các cửa tự động và trụ sạc dọc tuyến đều được kết nối với hệ thống điều phối.</p>
<ul>
<li>4 cụm robot xếp pallet, robot bốn trục với tay gắp kết hợp kẹp ôm và hút chân không, mỗi cụm tối đa 1.600 kiện/giờ</li>
<li>Máy quấn màng và máy dán nhãn pallet</li>
<li>16 AGV xe nâng, tải trọng định mức 2.000 kg, chiều cao nâng 5 m, dẫn đường bằng SLAM laser 3D, cấp bảo vệ IP54</li>
<li>Cửa tự động và trạm sạc dọc tuyến</li>
<li>StarWCS Control, kết nối với hệ thống điều khiển dây chuyền và ERP của nhà máy</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Thời gian chuyển đổi quy cách xếp pallet</td><td>40 phút</td><td>6 phút</td></tr>
<tr><td>Tài xế xe nâng mỗi ca</td><td>12 người</td><td>2 người</td></tr>
<tr><td>Số pallet vận chuyển mỗi giờ</td><td>140</td><td>190</td></tr>
<tr><td>Tỷ lệ bao bì hư hỏng ở khâu xếp pallet</td><td>0,4%</td><td>0,05%</td></tr>
</tbody>
</table>
<p>Trong mùa cao điểm hè, lần đầu tiên cả sáu dây chuyền chiết rót chạy liên tục hết công suất, không còn phải giảm tốc vì khâu xếp pallet hay vận chuyển. Khi ra mắt quy cách đóng gói mới, chỉ cần bổ sung một kiểu xếp trên hệ thống.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A four-way shuttle retrofit in an existing 12-metre warehouse' },
    language: 'vi',
    customer: 'Công ty Gia vị Hexiang',
    title: 'Cải tạo kho cũ cao 12 mét thành kho mật độ cao dùng xe con thoi bốn chiều',
    summary:
      'Kho thành phẩm cũ được cải tạo làm hai giai đoạn mà không ngừng xuất hàng, số vị trí pallet tăng từ 5.200 lên 8.900, tỷ lệ vỡ hỏng khi vận chuyển của sản phẩm đóng chai thủy tinh giảm hơn 80%.',
    body: `<h2>Thách thức của dự án</h2>
<p>Hexiang sản xuất nước tương và giấm lên men, sản phẩm chủ yếu đóng chai thủy tinh, mỗi pallet nặng khoảng 900 kg. Kho thành phẩm có chiều cao thông thủy 12 m, dùng kệ dầm bốn tầng với tổng cộng 5.200 vị trí pallet. Doanh số tăng đòi hỏi sức chứa phải tăng thêm khoảng 70%, nhưng nhà máy không còn đất để xây kho mới; mỗi lần xe nâng va vào hàng chai thủy tinh đều gây tổn thất đáng kể. Trong suốt thời gian cải tạo, việc xuất hàng hằng ngày không được gián đoạn.</p>
<h2>Giải pháp</h2>
<p>Chúng tôi chia kho làm hai nửa và cải tạo theo từng giai đoạn: trước tiên tháo dỡ một nửa hệ thống kệ cũ, lắp đặt kệ mật độ cao dùng xe con thoi bốn chiều và đưa vào sử dụng, sau đó chuyển tồn kho sang khu mới rồi cải tạo nửa còn lại. Hệ thống kệ mới tận dụng chiều cao thông thủy 12 m để lưu trữ bảy tầng, số lối đi giảm mạnh. Pallet từ năm dây chuyền chiết rót được kiểm tra kích thước và trọng lượng rồi theo băng tải vào thẳng kho; sáu làn xuất hàng sắp sẵn hàng theo thứ tự từng xe, xe nâng chỉ còn làm việc ở khâu xếp hàng lên xe.</p>
<ul>
<li>12 xe con thoi bốn chiều, tải trọng định mức 1.000 kg, tốc độ di chuyển 1,5 m/s, độ chính xác định vị ±2 mm</li>
<li>3 thang nâng, 7 tầng lưu trữ, 8.900 vị trí pallet</li>
<li>Băng tải nhập kho nối với 5 dây chuyền chiết rót, có kiểm tra kích thước và cân trọng lượng</li>
<li>6 làn xuất hàng lên xe</li>
<li>StarOS WMS và StarWCS Control, tích hợp với ERP của nhà máy</li>
</ul>
<h2>Hiệu quả dự án</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Trước cải tạo</th><th>Sau cải tạo</th></tr></thead>
<tbody>
<tr><td>Số vị trí pallet</td><td>5.200</td><td>8.900</td></tr>
<tr><td>Tỷ lệ vỡ hỏng khi vận chuyển</td><td>0,5%</td><td>0,08%</td></tr>
<tr><td>Số xe nâng trong kho</td><td>14 xe</td><td>3 xe (chỉ dùng để xếp hàng lên xe)</td></tr>
<tr><td>Năng suất nhập xuất kho</td><td>110 pallet/giờ</td><td>160 pallet/giờ</td></tr>
</tbody>
</table>
<p>Hai giai đoạn cải tạo kéo dài bảy tháng, trong thời gian đó việc xuất hàng chưa lần nào bị gián đoạn. Khoản đầu tư tiết kiệm được nhờ không phải xây kho mới cao hơn nhiều so với chi phí cải tạo; Hexiang đang xem xét cải tạo kho nguyên liệu và bao bì theo cùng cách này.</p>`,
  },
]
