import type { ExtraVersion } from '../../more-languages'

/** News and investor items in vi: each names its seed story by its kind and exact English title. */
export const articles: ExtraVersion[] = [
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge launches fourth-generation four-way shuttle with a cold-store version rated to -25 °C',
    },
    language: 'vi',
    title:
      'Starbridge ra mắt xe con thoi bốn chiều thế hệ thứ tư, phiên bản kho lạnh vận hành liên tục ở −25 °C',
    summary:
      'Xe con thoi bốn chiều SB-FS4 thế hệ mới có tải trọng định mức 1,5 tấn, tốc độ di chuyển khi không tải tăng lên 2 m/s và lần đầu tiên có phiên bản nhiệt độ thấp dành cho kho chuỗi lạnh.',
    body: `<p>Ngày 18 tháng 3, Starbridge tổ chức buổi ra mắt sản phẩm mới tại trụ sở chính ở Thâm Quyến, chính thức giới thiệu SB-FS4 – xe con thoi bốn chiều thế hệ thứ tư. Hơn sáu mươi đại diện khách hàng từ các ngành dược phẩm, thực phẩm và đồ uống, năng lượng mới đã có mặt để theo dõi xe mẫu trình diễn chuyển hướng, chuyển tầng và chạy đầy tải trong lối đi thử nghiệm dài hai mươi mét.</p>
<h2>Nhanh hơn, chính xác hơn, tiết kiệm điện hơn</h2>
<p>SB-FS4 kế thừa kết cấu chuyển hướng trên ray đã được kiểm chứng, đồng thời được thiết kế lại toàn diện về truyền động, cơ cấu nâng và quản lý năng lượng. So với thế hệ trước, những thay đổi chính gồm:</p>
<ul>
<li>tải trọng định mức 1.500 kg, tốc độ di chuyển 2 m/s khi không tải và 1,5 m/s khi đầy tải;</li>
<li>định vị kép bằng bộ mã hóa tuyệt đối và mã vạch, độ chính xác dừng ±2 mm;</li>
<li>thời gian nâng và chuyển hướng rút ngắn còn 2,8 giây, năng lực tác nghiệp mỗi giờ của từng xe tăng khoảng 18%;</li>
<li>pin lithium sắt phosphat kết hợp thu hồi năng lượng phanh, mỗi lần sạc có thể làm việc liên tục hơn 10 giờ.</li>
</ul>
<h2>Phiên bản nhiệt độ thấp thiết kế riêng cho kho lạnh</h2>
<p>Phiên bản nhiệt độ thấp được trang bị khoang pin cách nhiệt chịu lạnh, mỡ bôi trơn nhiệt độ thấp và tủ điện chống ngưng tụ hơi nước, có thể vận hành liên tục ở −25 °C và di chuyển giữa khu nhiệt độ thường và khu đông lạnh qua buồng đệm. Đội ngũ nghiên cứu và phát triển đã hoàn thành tổng cộng hơn 3.000 giờ thử nghiệm độ bền trong phòng thử nghiệm nhiệt độ thấp tại Vũ Hán.</p>
<p>SB-FS4 tích hợp liền mạch với StarWCS Control và thang nâng của Starbridge, phù hợp cho lưu trữ mật độ cao, lưu đệm và phân loại, cải tạo trung tâm phân phối chuỗi lạnh. Những thiết bị đầu tiên sẽ được bàn giao trong quý III năm nay.</p>`,
  },
  {
    of: { kind: 'news', enTitle: 'Starbridge opens its Wuhan R&D centre' },
    language: 'vi',
    title: 'Trung tâm Nghiên cứu và Phát triển Vũ Hán của Starbridge chính thức đi vào hoạt động',
    summary:
      'Trung tâm Nghiên cứu và Phát triển Vũ Hán có diện tích sàn khoảng 28.000 m², với kệ thử nghiệm cao tầng, bãi thử nghiệm AGV và phòng thử nghiệm nhiệt độ thấp, tập trung nghiên cứu phần mềm điều khiển, thuật toán dẫn đường và bản sao số.',
    body: `<p>Ngày 18 tháng 6, Trung tâm Nghiên cứu và Phát triển Vũ Hán của Starbridge chính thức đi vào hoạt động tại Khu công nghệ cao Đông Hồ, Vũ Hán. Đây là cơ sở nghiên cứu và phát triển thứ hai của công ty, sau trung tâm nghiên cứu và phát triển tại trụ sở chính ở Thâm Quyến.</p>
<h2>Từ phòng thí nghiệm đến điều kiện vận hành thực tế</h2>
<p>Trung tâm có diện tích sàn khoảng 28.000 m². Bên cạnh khu văn phòng và phát triển phần mềm, trung tâm còn có nhiều cơ sở thử nghiệm:</p>
<ul>
<li>kệ thử nghiệm cao 24 mét, cho phép thử nghiệm độ bền đầy tải đồng thời hai cần trục xếp dỡ;</li>
<li>bãi thử nghiệm AGV/AMR rộng 3.000 m², mô phỏng các điều kiện thực tế như lối đi hẹp, dốc, thang máy và cửa tự động;</li>
<li>phòng thử nghiệm môi trường với dải nhiệt độ từ −30 °C đến 50 °C, dùng để kiểm chứng thiết bị chuỗi lạnh ở nhiệt độ thấp;</li>
<li>nền tảng mô phỏng phần cứng trong vòng lặp (HIL), cho phép chạy thử ảo chương trình điều khiển trước khi thiết bị xuất xưởng.</li>
</ul>
<h2>Tập trung vào phần mềm và thuật toán</h2>
<p>Đội ngũ tại Vũ Hán sẽ chủ trì phát triển StarWCS Control, Fleet Scheduler và Digital Twin Studio. Hiện trung tâm có khoảng 260 kỹ sư nghiên cứu và phát triển, dự kiến tăng lên khoảng 400 người vào cuối năm 2026.</p>
<p>Phát biểu tại lễ khánh thành, Chủ tịch Hội đồng quản trị cho biết Vũ Hán tập trung nhiều trường đại học và có nguồn nhân lực kỹ thuật dồi dào; trung tâm mới sẽ cùng trụ sở chính tại Thâm Quyến hình thành mô hình phân công “Thâm Quyến thiên về phần cứng, Vũ Hán thiên về phần mềm”, rút ngắn chu kỳ từ thiết kế đến bàn giao sản phẩm mới.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Stacker crane safety system certified to performance level PL d',
    },
    language: 'vi',
    title:
      'Hệ thống điều khiển an toàn của cần trục xếp dỡ pallet Starbridge đạt chứng nhận an toàn chức năng PL d',
    summary:
      'Hệ thống điều khiển an toàn của dòng cần trục xếp dỡ pallet SB-S đã được tổ chức độc lập bên thứ ba đánh giá, đạt mức hiệu năng PL d theo ISO 13849-1.',
    body: `<p>Mới đây, hệ thống điều khiển an toàn của dòng cần trục xếp dỡ pallet một trụ và hai trụ SB-S của Starbridge đã được tổ chức chứng nhận độc lập bên thứ ba đánh giá và cấp chứng chỉ mức hiệu năng PL d theo ISO 13849-1; thiết kế tổng thể của máy đồng thời đáp ứng các yêu cầu an toàn đối với cần trục xếp dỡ của tiêu chuẩn châu Âu EN 528.</p>
<h2>Các chức năng an toàn được chứng nhận</h2>
<p>Quá trình chứng nhận kéo dài chín tháng, phạm vi đánh giá bao gồm kiến trúc phần cứng, quy trình phát triển phần mềm, phân tích dạng hỏng hóc và thử nghiệm kiểm chứng tại hiện trường. Các chức năng an toàn chính gồm:</p>
<ul>
<li>ngắt mô-men xoắn an toàn (STO) và dừng an toàn, thời gian đáp ứng dừng khẩn cấp dưới 200 mili giây;</li>
<li>giới hạn tốc độ an toàn và giám sát giảm tốc ở cuối lối đi dựa trên bộ mã hóa hai kênh;</li>
<li>phát hiện bàn nâng quá tốc, chùng cáp và quá tải;</li>
<li>khóa liên động giữa sàn bảo trì và cửa lối đi, thiết bị không thể chạy tự động khi có người bên trong.</li>
</ul>
<h2>Nền tảng cho xuất khẩu và các dự án tiêu chuẩn cao</h2>
<p>Những năm gần đây, ngày càng nhiều khách hàng trong ngành năng lượng mới, dược phẩm và khách hàng nước ngoài yêu cầu rõ chứng nhận an toàn chức năng trong hồ sơ mời thầu. Với mức PL d, dòng SB-S có thể được đưa thẳng vào các dự án như vậy, giảm khối lượng công việc đánh giá an toàn tại hiện trường của khách hàng.</p>
<p>Đội ngũ kỹ thuật an toàn của công ty cho biết, bước tiếp theo sẽ là chứng nhận cùng cấp cho các chức năng an toàn của cần trục thùng nhỏ và xe con thoi bốn chiều, đồng thời đưa yêu cầu an toàn chức năng vào quy trình phát triển của mọi sản phẩm mới.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Jinlan Pharmaceutical cold-chain distribution centre in Chengdu goes live',
    },
    language: 'vi',
    title:
      'Trung tâm logistics chuỗi lạnh của Dược phẩm Jinlan tại Thành Đô chính thức đi vào vận hành',
    summary:
      'Sau ba mươi ngày chạy song song, trung tâm logistics chuỗi lạnh tại Thành Đô do Starbridge tổng thầu xây dựng cho Dược phẩm Jinlan đã chính thức đi vào sử dụng, cả ba vùng nhiệt độ – lạnh, đông lạnh và nhiệt độ thường – đều được tự động hóa.',
    body: `<p>Cuối tháng 9, Trung tâm logistics chuỗi lạnh Thành Đô của Công ty TNHH Logistics Dược phẩm Jinlan do Starbridge tổng thầu xây dựng đã chính thức đi vào vận hành. Dự án bao quát các khâu tiếp nhận, lưu trữ, soạn hàng và giao hàng vắc xin, sinh phẩm và thuốc thông thường, là dự án logistics dược phẩm có quy mô lớn nhất mà công ty đã bàn giao tại khu vực Tây Nam Trung Quốc.</p>
<h2>Ba vùng nhiệt độ, một hệ thống</h2>
<ul>
<li>Khu bảo quản lạnh 2–8 °C: lưu trữ mật độ cao bằng xe con thoi bốn chiều, 6.800 vị trí pallet;</li>
<li>Khu đông lạnh −25 °C: xe con thoi bốn chiều phiên bản nhiệt độ thấp, 1.200 vị trí pallet;</li>
<li>Khu nhiệt độ thường: kho tự động dùng cần trục thùng nhỏ, 32.000 vị trí thùng, kèm các trạm soạn hàng theo nguyên tắc hàng đến người.</li>
</ul>
<p>Năng suất cao điểm của hệ thống đạt 420 lượt pallet nhập xuất mỗi giờ, mỗi ngày xử lý khoảng 18.000 dòng đơn hàng.</p>
<h2>Truy xuất toàn trình đáp ứng yêu cầu GSP</h2>
<p>StarOS WMS quản lý toàn trình số lô, hạn dùng và trạng thái thuốc, thực hiện nghiêm ngặt nguyên tắc hàng cận hạn xuất trước; dữ liệu giám sát nhiệt độ và độ ẩm được thu thập mỗi phút một lần, tự động liên kết với vị trí lưu trữ và hồ sơ tác nghiệp, có thể lập báo cáo truy xuất đáp ứng yêu cầu GSP bất cứ lúc nào.</p>
<p>Để bảo đảm hoạt động kinh doanh không bị gián đoạn, đội dự án đã chuyển đổi theo phương thức cho hệ thống cũ và mới chạy song song trong ba mươi ngày, suốt thời gian đó không có đơn hàng nào bị giao chậm. Theo đại diện khách hàng, từ khi trung tâm mới đi vào sử dụng, tỷ lệ đơn hàng chuỗi lạnh được xuất kho ngay trong ngày đã tăng từ 85% lên hơn 98%.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge and Huayue University of Technology set up a joint intralogistics laboratory',
    },
    language: 'vi',
    title:
      'Starbridge và Đại học Công nghệ Huayue cùng xây dựng phòng thí nghiệm chung về logistics thông minh',
    summary:
      'Hai bên sẽ triển khai hợp tác nghiên cứu trong ba năm về điều phối phối hợp nhiều robot, mô phỏng bản sao số và bảo trì dự đoán thiết bị, đồng thời cùng đào tạo học viên sau đại học.',
    body: `<p>Ngày 16 tháng 10, tại Vũ Hán, Starbridge và Trường Kỹ thuật Cơ khí thuộc Đại học Công nghệ Huayue đã ký thỏa thuận hợp tác cùng xây dựng “Phòng thí nghiệm chung về Thiết bị và Hệ thống Logistics Thông minh”. Phòng thí nghiệm đặt tại Trung tâm Nghiên cứu và Phát triển Vũ Hán của Starbridge, giai đoạn hợp tác đầu tiên kéo dài ba năm.</p>
<h2>Ba hướng nghiên cứu</h2>
<ul>
<li>Phối hợp nhiều robot: nghiên cứu thuật toán lập lộ trình, phòng ngừa bế tắc (deadlock) và phân bổ nhiệm vụ cho hàng trăm AGV/AMR hoạt động trên cùng một mặt bằng;</li>
<li>Bản sao số và chạy thử ảo: nâng cao độ tương đồng giữa mô hình mô phỏng và thiết bị thực, rút ngắn thời gian chạy thử tại hiện trường;</li>
<li>Bảo trì dự đoán: sử dụng dữ liệu vận hành của cần trục xếp dỡ và thiết bị băng tải để sớm nhận biết xu hướng bất thường của ổ bi, xích và bộ truyền động.</li>
</ul>
<h2>Cùng đào tạo nhân lực</h2>
<p>Theo thỏa thuận, mỗi năm công ty sẽ dành cho nhà trường khoảng 40 vị trí thực tập; hai bên cùng hướng dẫn học viên thạc sĩ và nghiên cứu sinh tiến sĩ, các kỹ sư giàu kinh nghiệm của công ty sẽ làm cố vấn doanh nghiệp của trường và tham gia hướng dẫn đồ án tốt nghiệp của sinh viên đại học. Các kết quả nghiên cứu của phòng thí nghiệm sẽ được ưu tiên kiểm chứng và ứng dụng trong sản phẩm của công ty.</p>
<p>Phát biểu tại lễ ký kết, Hiệu trưởng Trường Kỹ thuật Cơ khí cho biết lĩnh vực thiết bị logistics có rất nhiều bài toán kỹ thuật xuất phát từ thực tế; việc cùng doanh nghiệp xây dựng phòng thí nghiệm giúp sinh viên được tiếp cận dữ liệu và thiết bị thực ngay từ khi còn đi học. Giám đốc Công nghệ của Starbridge cho biết công ty mong muốn tận dụng thế mạnh của nhà trường về thuật toán nền tảng để chuẩn bị các công nghệ then chốt cho thế hệ hệ thống điều phối và nền tảng bản sao số tiếp theo.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge shows coordinated multi-device operation at the Shanghai intralogistics fair',
    },
    language: 'vi',
    title:
      'Starbridge trình diễn nhiều thiết bị phối hợp tác nghiệp tại Triển lãm Quốc tế Công nghệ Logistics Thượng Hải',
    summary:
      'Tại triển lãm công nghệ logistics kéo dài bốn ngày ở Thượng Hải, Starbridge giới thiệu một dây chuyền trình diễn hoàn chỉnh “nhập kho – lưu trữ – phân loại – xuất kho”, cho thấy xe con thoi bốn chiều, AMR và máy phân loại băng chéo phối hợp tác nghiệp.',
    body: `<p>Từ ngày 5 đến ngày 8 tháng 11, Starbridge tham gia Triển lãm Quốc tế Công nghệ và Thiết bị Logistics tổ chức tại Thượng Hải. Gian hàng của công ty rộng khoảng 600 m², với chủ đề “Một hệ thống điều phối mọi thiết bị”, đã dựng một dây chuyền trình diễn tác nghiệp hoàn chỉnh.</p>
<h2>Điểm nhấn tại gian hàng</h2>
<ul>
<li>Xe con thoi bốn chiều thế hệ thứ tư SB-FS4 liên tục nhập và xuất hàng trên kệ ba tầng, phối hợp với thang nâng để chuyển tầng;</li>
<li>Đội xe hỗn hợp gồm AMR nâng gầm và AGV xe nâng, được Fleet Scheduler phân bổ nhiệm vụ và điều khiển giao thông thống nhất;</li>
<li>Mô-đun máy phân loại băng chéo thế hệ mới, năng suất phân loại tối đa 12.000 kiện mỗi giờ, trình diễn phân loại bưu kiện thương mại điện tử theo hướng giao hàng;</li>
<li>Màn hình lớn Digital Twin Studio đồng bộ theo thời gian thực trạng thái vận hành của mọi thiết bị tại gian hàng.</li>
</ul>
<h2>Giao lưu tại triển lãm</h2>
<p>Trong thời gian triển lãm, gian hàng đã đón hơn 9.000 lượt khách tham quan chuyên ngành; đội ngũ kỹ thuật của công ty tổ chức tám buổi thuyết trình chuyên đề về logistics nhà máy pin lithium, chuỗi lạnh dược phẩm và cải tạo kho cao tầng cũ. Nhiều doanh nghiệp năng lượng mới và thương mại điện tử đã trao đổi chuyên sâu với công ty về các dự án cụ thể.</p>
<p>Người phụ trách tiếp thị của công ty cho biết khách hàng ngày càng quan tâm đến sự phối hợp giữa các thiết bị khác nhau hơn là thông số của từng thiết bị riêng lẻ. Khả năng điều phối nhiều loại thiết bị trên cùng một nền tảng đang trở thành yêu cầu cơ bản của các dự án kho thông minh.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'International Volunteer Day: Starbridge volunteers help a community food bank reorganise its storeroom',
    },
    language: 'vi',
    title:
      'Ngày Quốc tế Tình nguyện: tình nguyện viên Starbridge giúp ngân hàng thực phẩm cộng đồng sắp xếp lại kho',
    summary:
      'Tình nguyện viên của công ty đã dành thời gian ngoài giờ để quy hoạch lại kho, lắp đặt kệ và xây dựng một hệ thống quản lý tồn kho bằng mã vạch đơn giản cho một ngân hàng thực phẩm cộng đồng tại Thâm Quyến.',
    body: `<p>Ngày 5 tháng 12 là Ngày Quốc tế Tình nguyện. Hôm đó, 30 nhân viên thuộc đội tình nguyện “Xinghuo” của Starbridge đã đến một ngân hàng thực phẩm cộng đồng tại quận Nam Sơn, Thâm Quyến, hoàn thành phần việc cuối cùng của dự án cải tạo kho kéo dài ba dịp cuối tuần.</p>
<h2>Đem kinh nghiệm kho vận phục vụ cộng đồng</h2>
<p>Ngân hàng thực phẩm này mỗi tháng phát gạo, bột mì, dầu ăn và đồ dùng hằng ngày cho khoảng 600 hộ gia đình khó khăn trong khu vực, nhưng kho chật hẹp, hàng hóa xếp lộn xộn, thực phẩm cận hạn nhiều khi không kịp phát. Các tình nguyện viên đã làm ba việc:</p>
<ul>
<li>quy hoạch lại bố trí kho, phân khu theo nhóm hàng và hạn sử dụng, lắp đặt kệ tải nhẹ do công ty tài trợ;</li>
<li>làm nhãn mã vạch cho từng loại hàng, xây dựng sổ theo dõi tồn kho miễn phí dựa trên phiên bản rút gọn của StarOS WMS;</li>
<li>tổ chức hai buổi đào tạo cho tám tình nguyện viên thường trực của ngân hàng thực phẩm về quét mã nhập xuất kho và cảnh báo hàng cận hạn.</li>
</ul>
<p>Sau khi cải tạo, không gian lưu trữ sử dụng được của kho tăng khoảng 40%, nhân viên có thể xem tồn kho và các mặt hàng sắp hết hạn ngay trên điện thoại.</p>
<h2>Hoạt động tình nguyện suốt cả năm</h2>
<p>Năm 2025, công ty đã tổ chức tổng cộng 26 hoạt động tình nguyện tại Thâm Quyến và Vũ Hán, với hơn 400 lượt nhân viên tham gia và tổng thời gian tình nguyện khoảng 1.600 giờ, từ hỗ trợ người cao tuổi trong cộng đồng, các lớp phổ biến khoa học cho học sinh tiểu học và trung học đến làm sạch sông ngòi.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Starbridge opens a service hub in Bangkok for customers in Southeast Asia',
    },
    language: 'vi',
    title:
      'Starbridge khai trương trung tâm dịch vụ tại Bangkok, hỗ trợ tại chỗ cho khách hàng Đông Nam Á',
    summary:
      'Trung tâm dịch vụ Bangkok có đội ngũ kỹ sư địa phương và kho phụ tùng, cung cấp dịch vụ bảo trì, phụ tùng và nâng cấp, cải tạo thiết bị cho khách hàng tại Thái Lan, Việt Nam và Malaysia.',
    body: `<p>Ngày 20 tháng 1, Trung tâm dịch vụ Bangkok (Thái Lan) của Starbridge chính thức khai trương. Đây là điểm dịch vụ ở nước ngoài thứ sáu của công ty và là trung tâm dịch vụ khu vực đầu tiên tại Đông Nam Á.</p>
<h2>Đội ngũ tại chỗ, phản hồi nhanh chóng</h2>
<p>Trong năm năm qua, Starbridge đã bàn giao hơn hai mươi hệ thống kho tự động và hệ thống băng tải, phân loại tại Đông Nam Á, cho khách hàng thuộc các ngành thực phẩm và đồ uống, phụ tùng ô tô và sản xuất điện tử. Trước đây, dịch vụ hậu mãi cho các dự án này chủ yếu dựa vào kỹ sư từ Trung Quốc sang hỗ trợ. Khi trung tâm dịch vụ Bangkok đi vào hoạt động:</p>
<ul>
<li>18 kỹ sư làm việc thường trú, trong đó hai phần ba là nhân viên địa phương, có thể giao tiếp bằng tiếng Thái, tiếng Anh và tiếng Trung;</li>
<li>kho phụ tùng dự trữ khoảng 3.000 loại phụ tùng thông dụng, phụ tùng khẩn cấp có thể đến tay khách hàng trong lãnh thổ Thái Lan trong vòng 24 giờ;</li>
<li>trung tâm được kết nối suốt ngày đêm với trung tâm chẩn đoán từ xa tại trụ sở chính Thâm Quyến, phần lớn sự cố phần mềm có thể được xử lý từ xa.</li>
</ul>
<h2>Hỗ trợ nâng cấp thiết bị cũ</h2>
<p>Trung tâm dịch vụ còn đảm nhận công việc nâng cấp, cải tạo thiết bị trong khu vực, bao gồm thay mới bộ truyền động và hệ thống điều khiển cần trục xếp dỡ, nâng cấp phần mềm WCS và cải tạo tiết kiệm năng lượng, giúp kéo dài tuổi thọ của các nhà kho đã vận hành nhiều năm.</p>
<p>Đến nay, Starbridge đã có điểm dịch vụ tại 12 thành phố của Trung Quốc và 6 quốc gia ở nước ngoài.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Fleet Scheduler 4.0 released: one site, up to 500 vehicles of mixed types',
    },
    language: 'vi',
    title: 'Ra mắt Fleet Scheduler 4.0: điều phối đội xe hỗn hợp tới 500 xe trên một mặt bằng',
    summary:
      'Ở phiên bản mới, bộ máy quản lý giao thông của hệ thống điều phối được viết lại hoàn toàn, cho phép AGV/AMR của nhiều hãng và nhiều loại xe phối hợp tác nghiệp trên cùng một bản đồ, đồng thời bổ sung chức năng mô phỏng trước.',
    body: `<p>Ngày 10 tháng 3, Starbridge chính thức phát hành Fleet Scheduler 4.0, hệ thống điều phối AGV của công ty. Đây là lần nâng cấp có nhiều thay đổi nhất kể từ khi sản phẩm được ra mắt năm 2019.</p>
<h2>Những cập nhật chính</h2>
<ul>
<li>Bộ máy quản lý giao thông hoàn toàn mới: lập lộ trình dựa trên đặt trước khung thời gian, có thể điều phối đồng thời tối đa 500 xe trên một mặt bằng;</li>
<li>Đội xe hỗn hợp: các loại xe nâng gầm, xe nâng, xe băng con lăn… được điều phối thống nhất trên cùng một bản đồ, hỗ trợ kết nối xe của bên thứ ba tuân thủ chuẩn giao diện VDA 5050;</li>
<li>Liên động với tòa nhà: kết nối với thang máy, cửa tự động, cửa cuốn chống cháy và buồng tắm khí, hỗ trợ vận chuyển giữa các tầng và các nhà xưởng;</li>
<li>Sạc thông minh: tự động bố trí thời điểm sạc dựa trên dự báo nhiệm vụ và mức pin, tránh tình trạng năng lực vận chuyển sụt giảm khi nhiều xe cùng sạc;</li>
<li>Mô phỏng trước: sau khi nhập bố trí mặt bằng hoặc dữ liệu đơn hàng mới, có thể đánh giá số xe cần thiết và các điểm nghẽn giao thông trước khi đưa vào vận hành.</li>
</ul>
<h2>Kết quả thí điểm</h2>
<p>Phiên bản mới đã được thí điểm tại hai nhà máy pin lithium và một nhà máy phụ tùng ô tô. Tại một nhà máy pin lithium có 210 xe, thời gian chờ do ùn tắc giao thông giảm 18%, số xe cần thiết cho cùng một sản lượng giảm 12 xe.</p>
<p>Fleet Scheduler 4.0 được cung cấp qua nền tảng đám mây của Starbridge; khách hàng hiện tại được nâng cấp miễn phí trong phạm vi hợp đồng dịch vụ.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Digital Twin Studio 3.0 adds peak-volume simulation and alarm replay',
    },
    language: 'vi',
    title: 'Ra mắt Digital Twin Studio 3.0: mô phỏng kịch bản cao điểm và phát lại sự cố',
    summary:
      'Phiên bản 3.0 của nền tảng bản sao số rút ngắn chu kỳ làm mới dữ liệu thiết bị xuống 200 mili giây, bổ sung mô phỏng phân tích giả định (what-if), phát lại cảnh báo và bảng theo dõi năng lượng, đồng thời chạy trực tiếp trên trình duyệt.',
    body: `<p>Ngày 20 tháng 5, Starbridge phát hành Digital Twin Studio 3.0, nền tảng bản sao số của công ty. Phiên bản mới do Trung tâm Nghiên cứu và Phát triển Vũ Hán chủ trì phát triển, tập trung đáp ứng nhu cầu “nhìn thấy rõ, tra cứu rõ, tính toán chính xác” của người dùng trong vận hành hằng ngày.</p>
<h2>Tính năng mới</h2>
<ul>
<li>Đồng bộ thời gian thực: kết nối trực tiếp với StarWCS Control, vị trí và trạng thái thiết bị được làm mới mỗi 200 mili giây; mô hình 3D của cả những nhà kho lớn vẫn chạy mượt trên trình duyệt thông thường mà không cần cài đặt tiện ích bổ sung;</li>
<li>Phân tích giả định: nhập dự báo đơn hàng cho đợt khuyến mại hoặc mùa cao điểm, nền tảng sẽ mô phỏng hoạt động của toàn bộ nhà kho dựa trên thông số thiết bị thực, giúp phát hiện sớm các điểm nghẽn;</li>
<li>Phát lại cảnh báo: toàn bộ chuyển động của thiết bị trong mười phút trước và sau bất kỳ cảnh báo nào đều có thể được phát lại trong mô hình 3D, giúp nhân viên bảo trì nhanh chóng xác định nguyên nhân;</li>
<li>Bảng theo dõi năng lượng: kết nối với nền tảng phân tích vận hành Insight BI, hiển thị mức tiêu thụ năng lượng và năng lượng trên mỗi lượt tác nghiệp theo khu vực và loại thiết bị.</li>
</ul>
<h2>Ứng dụng tại khách hàng</h2>
<p>Tại trung tâm phân phối miền Đông Trung Quốc của một doanh nghiệp thương mại điện tử, trước đợt mua sắm “Ngày độc thân 11/11”, đội ngũ vận hành đã dùng chức năng phân tích giả định để thử nghiệm ba phương án phân ca, nhờ đó nâng năng lực xuất kho giờ cao điểm thêm khoảng 15% mà không cần bổ sung thiết bị. Một doanh nghiệp phân phối thuốc lá đã dùng chức năng phát lại cảnh báo để rút ngắn thời gian chẩn đoán trung bình một sự cố cần trục xếp dỡ từ 40 phút xuống 12 phút.</p>
<p>Digital Twin Studio 3.0 được cung cấp cho cả khách hàng mới và khách hàng hiện tại; các dự án đang dùng phiên bản 2.x có thể nâng cấp trực tuyến.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge tobacco distribution centre project named an outstanding intralogistics project of the year',
    },
    language: 'vi',
    title:
      'Dự án trung tâm phân phối thuốc lá của Starbridge được bình chọn là Công trình logistics thông minh xuất sắc của năm',
    summary:
      'Trung tâm phân phối do công ty xây dựng cho một doanh nghiệp thương mại thuốc lá cấp tỉnh, với thiết kế tích hợp xếp pallet bằng robot và kho cao tầng tự động, đã nhận giải Công trình logistics thông minh xuất sắc của năm do hiệp hội ngành trao tặng.',
    body: `<p>Giữa tháng 7, tại kỳ bình chọn thường niên của Hiệp hội ngành Thiết bị Logistics toàn quốc, dự án trung tâm phân phối thuốc lá điếu do Starbridge xây dựng cho một doanh nghiệp thương mại thuốc lá cấp tỉnh đã được bình chọn là “Công trình logistics thông minh xuất sắc của năm”.</p>
<h2>Tổng quan dự án</h2>
<p>Trung tâm phân phối này đảm nhận việc phân phối thuốc lá điếu cho khoảng một phần ba số điểm bán lẻ trong tỉnh, với các hệ thống chính gồm:</p>
<ul>
<li>kho cao tầng tự động gồm 8 cần trục xếp dỡ pallet hai trụ, tổng cộng 9.600 vị trí pallet;</li>
<li>6 trạm robot xếp pallet, dùng nhận dạng hình ảnh để xếp hỗn hợp các thùng thuốc lá nhiều quy cách, mỗi trạm xếp khoảng 600 thùng mỗi giờ;</li>
<li>dây chuyền phân loại thùng và dây chuyền phân loại cây thuốc lá tự động, năng lực phân loại khoảng 45.000 thùng mỗi ngày;</li>
<li>StarOS WMS kết nối theo thời gian thực với hệ thống bán hàng và hệ thống quản lý độc quyền thuốc lá của khách hàng, số hóa toàn bộ quy trình từ đơn hàng đến giao hàng.</li>
</ul>
<h2>Điểm được hội đồng đánh giá cao</h2>
<p>Hội đồng chuyên gia nhận định dự án đã thay thế hoàn toàn lao động thủ công bằng robot ở khâu xếp pallet, giảm khoảng 45% nhân sự tác nghiệp trực tiếp; đồng thời, nhờ thiết kế vùng đệm giữa kho cao tầng và các trạm xếp pallet, khâu phân loại và xếp pallet vẫn giữ được nhịp độ đồng bộ ngay cả vào giờ cao điểm đơn hàng. Trong năm đầu tiên đi vào sử dụng, độ sẵn sàng tổng thể của thiết bị luôn duy trì trên 99,5%.</p>
<p>Đây là năm thứ ba liên tiếp Starbridge có dự án nhận giải thưởng này.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Retrofit without stopping production: a 17-year-old high-bay warehouse at Hexi Beverage is renewed',
    },
    language: 'vi',
    title: 'Cải tạo không dừng sản xuất: kho cao tầng 17 năm tuổi của Đồ uống Hexi được làm mới',
    summary:
      'Starbridge đã lần lượt nâng cấp 14 cần trục xếp dỡ và hệ thống WCS của Đồ uống Hexi trong khi kho vẫn vận hành liên tục; sau cải tạo, năng suất nhập xuất kho tăng 22%, mức tiêu thụ năng lượng giảm 15%.',
    body: `<p>Tháng 9, Starbridge đã hoàn thành nâng cấp, cải tạo kho cao tầng thành phẩm tại cơ sở sản xuất khu vực Hoa Nam của Công ty TNHH Đồ uống Hexi. Kho được xây dựng năm 2009, gồm 14 lối đi với khoảng 22.000 vị trí pallet; hệ thống điều khiển và bộ truyền động nguyên bản đã ngừng sản xuất từ nhiều năm, phụ tùng khó mua, thời gian dừng máy do sự cố tăng lên qua từng năm.</p>
<figure><img src="/cms/media/news-hexi-aisle.avif" width="1200" height="675" alt="Lối đi trong kho cao tầng thành phẩm của Đồ uống Hexi sau cải tạo"><figcaption>Lối đi của kho cao tầng thành phẩm sau khi hoàn thành cải tạo</figcaption></figure>
<h2>Cải tạo lần lượt từng lối đi, sản xuất không gián đoạn</h2>
<p>Do không thể dừng kho trong mùa cao điểm của ngành đồ uống, đội dự án áp dụng phương án “mỗi lần chỉ dừng một lối đi”, đồng thời chạy thử ảo chương trình điều khiển mới trên mô hình bản sao số trước khi khởi công. Các hạng mục cải tạo chính gồm:</p>
<ul>
<li>thay biến tần, bộ điều khiển và hệ thống định vị của cả 14 cần trục xếp dỡ, giữ nguyên kết cấu thép và hệ thống kệ hiện có;</li>
<li>sử dụng bộ truyền động có chức năng hồi tiếp năng lượng, đưa năng lượng sinh ra khi hạ tải và phanh trở lại lưới điện;</li>
<li>thay phần mềm điều phối cũ bằng StarWCS, kết nối với hệ thống WMS và ERP hiện có của khách hàng.</li>
</ul>
<p>Thời gian dừng để chuyển đổi mỗi lối đi được giới hạn trong 36 giờ; toàn bộ quá trình cải tạo kéo dài năm tháng, việc xuất thành phẩm không bị ảnh hưởng.</p>
<h2>Hiệu quả cải tạo</h2>
<p>Sau cải tạo, năng suất nhập xuất kho tăng 22%, mức tiêu thụ năng lượng trên mỗi pallet giảm khoảng 15%, thời gian vận hành trung bình không sự cố của cần trục xếp dỡ được kéo dài rõ rệt. So với xây mới một kho cao tầng, vốn đầu tư cho lần cải tạo này chỉ khoảng một phần ba.</p>
<p>Hiện nay, nhiều kho cao tầng tại Trung Quốc được xây dựng trong giai đoạn 2005–2012 đang bước vào chu kỳ đổi mới; Starbridge đã xác định nâng cấp, cải tạo là một mảng kinh doanh độc lập để tập trung phát triển.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2025 Annual Report' },
    language: 'vi',
    title: 'Báo cáo thường niên năm 2025',
    summary:
      'Năm 2025, Công ty đạt doanh thu 3.186,4 triệu nhân dân tệ, tăng 14,20% so với cùng kỳ; lợi nhuận ròng thuộc về cổ đông công ty mẹ đạt 268,5 triệu nhân dân tệ, tăng 17,61% so với cùng kỳ.',
    body: `<p>Công ty và toàn thể thành viên Hội đồng quản trị cam kết nội dung thông tin công bố là trung thực, chính xác và đầy đủ, không có nội dung sai sự thật, tuyên bố gây hiểu nhầm hoặc thiếu sót trọng yếu.</p>
<p>Bản tóm tắt này được trích từ toàn văn Báo cáo thường niên. Để hiểu đầy đủ về kết quả kinh doanh, tình hình tài chính và kế hoạch phát triển trong tương lai của Công ty, nhà đầu tư cần đọc kỹ toàn văn Báo cáo thường niên trên các phương tiện truyền thông do Ủy ban Điều tiết Chứng khoán Trung Quốc (CSRC) chỉ định. Báo cáo tài chính năm 2025 của Công ty đã được kiểm toán bởi công ty kiểm toán, với ý kiến kiểm toán chấp nhận toàn phần.</p>
<h2>Số liệu kế toán và chỉ tiêu tài chính chủ yếu</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Năm 2025</th><th>Năm 2024</th><th>Tăng/giảm so với cùng kỳ</th></tr></thead>
<tbody>
<tr><td>Doanh thu (triệu nhân dân tệ)</td><td>3.186,4</td><td>2.790,2</td><td>14,20%</td></tr>
<tr><td>Lợi nhuận ròng thuộc về cổ đông công ty mẹ (triệu nhân dân tệ)</td><td>268,5</td><td>228,3</td><td>17,61%</td></tr>
<tr><td>Lợi nhuận ròng đã loại trừ các khoản lãi, lỗ bất thường (triệu nhân dân tệ)</td><td>241,7</td><td>202,6</td><td>19,30%</td></tr>
<tr><td>Lưu chuyển tiền thuần từ hoạt động kinh doanh (triệu nhân dân tệ)</td><td>312,6</td><td>254,1</td><td>23,02%</td></tr>
<tr><td>Lãi cơ bản trên cổ phiếu (nhân dân tệ/cổ phiếu)</td><td>0,65</td><td>0,55</td><td>18,18%</td></tr>
<tr><td>Tỷ lệ chi phí nghiên cứu và phát triển trên doanh thu</td><td>7,50%</td><td>7,30%</td><td>Tăng 0,20 điểm phần trăm</td></tr>
</tbody>
</table>
<h2>Tình hình hoạt động kinh doanh</h2>
<p>Trong kỳ báo cáo, giá trị đơn hàng mới ký kết của Công ty đạt khoảng 3.632 triệu nhân dân tệ, tăng 10,73% so với cùng kỳ; tính đến ngày 31 tháng 12 năm 2025, giá trị đơn hàng chưa thực hiện đạt khoảng 4.215 triệu nhân dân tệ, tăng 11,80% so với cùng kỳ. Theo mảng kinh doanh, hệ thống kho vận thông minh đạt doanh thu 1.912 triệu nhân dân tệ, hệ thống logistics nhà máy thông minh đạt 799 triệu nhân dân tệ, phần mềm và dịch vụ vận hành, bảo trì đạt 476 triệu nhân dân tệ; doanh thu từ thị trường nước ngoài đạt 413 triệu nhân dân tệ, chiếm 12,95% tổng doanh thu. Biên lợi nhuận gộp tổng hợp đạt 29,4%, tăng 0,7 điểm phần trăm so với năm trước.</p>
<p>Chi phí nghiên cứu và phát triển cả năm đạt 239,0 triệu nhân dân tệ, tăng 17,33% so với cùng kỳ. Tại thời điểm cuối kỳ báo cáo, tổng số lao động của Công ty là 2.612 người, trong đó có 786 nhân sự nghiên cứu và phát triển.</p>
<h2>Phương án phân phối lợi nhuận dự kiến</h2>
<p>Công ty dự kiến lấy tổng vốn cổ phần 412.800.000 cổ phiếu làm cơ sở, chi trả cổ tức bằng tiền mặt cho toàn thể cổ đông với mức 2,00 nhân dân tệ cho mỗi 10 cổ phiếu (đã bao gồm thuế), tổng số tiền cổ tức là 82,56 triệu nhân dân tệ, tương đương 30,75% lợi nhuận ròng thuộc về cổ đông công ty mẹ năm 2025; không chia cổ phiếu thưởng, không chuyển quỹ thặng dư vốn thành vốn cổ phần. Phương án này còn phải được trình Đại hội đồng cổ đông thường niên năm 2025 của Công ty xem xét thông qua.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: 'Notice of the 2025 Annual General Meeting' },
    language: 'vi',
    title: 'Thông báo triệu tập Đại hội đồng cổ đông thường niên năm 2025',
    summary:
      'Công ty sẽ tổ chức Đại hội đồng cổ đông thường niên năm 2025 vào ngày 13 tháng 5 năm 2026, theo hình thức kết hợp biểu quyết trực tiếp tại đại hội và bỏ phiếu trực tuyến; ngày đăng ký cuối cùng là ngày 7 tháng 5 năm 2026.',
    body: `<p>Công ty và toàn thể thành viên Hội đồng quản trị cam kết nội dung thông tin công bố là trung thực, chính xác và đầy đủ, không có nội dung sai sự thật, tuyên bố gây hiểu nhầm hoặc thiếu sót trọng yếu.</p>
<p>Căn cứ nghị quyết đã được thông qua tại phiên họp lần thứ mười hai của Hội đồng quản trị nhiệm kỳ thứ năm, Công ty quyết định triệu tập Đại hội đồng cổ đông thường niên năm 2025. Các nội dung liên quan được thông báo như sau.</p>
<h2>Thông tin cơ bản về đại hội</h2>
<ul>
<li>Thời gian họp trực tiếp: 14:30 thứ Tư, ngày 13 tháng 5 năm 2026;</li>
<li>Thời gian bỏ phiếu trực tuyến: bỏ phiếu qua hệ thống giao dịch của Sở Giao dịch Chứng khoán Thâm Quyến vào ngày 13 tháng 5 năm 2026, trong các khung giờ 9:15–9:25, 9:30–11:30 và 13:00–15:00; bỏ phiếu qua hệ thống bỏ phiếu trên Internet vào bất kỳ thời điểm nào từ 9:15 đến 15:00 ngày 13 tháng 5 năm 2026;</li>
<li>Địa điểm họp trực tiếp: phòng họp tầng 1, tòa nhà trụ sở chính Starbridge, quận Nam Sơn, thành phố Thâm Quyến;</li>
<li>Ngày đăng ký cuối cùng: ngày 7 tháng 5 năm 2026. Toàn thể cổ đông của Công ty có tên trong danh sách cổ đông tại thời điểm kết thúc phiên giao dịch chiều ngày này đều có quyền tham dự đại hội, và có thể ủy quyền bằng văn bản cho người đại diện tham dự và biểu quyết.</li>
</ul>
<h2>Các vấn đề trình đại hội xem xét</h2>
<table>
<thead><tr><th>STT</th><th>Tên tờ trình</th></tr></thead>
<tbody>
<tr><td>1</td><td>Báo cáo hoạt động của Hội đồng quản trị năm 2025</td></tr>
<tr><td>2</td><td>Báo cáo thường niên năm 2025 và bản tóm tắt</td></tr>
<tr><td>3</td><td>Báo cáo quyết toán tài chính năm 2025</td></tr>
<tr><td>4</td><td>Phương án phân phối lợi nhuận năm 2025</td></tr>
<tr><td>5</td><td>Tờ trình về việc tiếp tục chỉ định công ty kiểm toán cho năm 2026</td></tr>
<tr><td>6</td><td>Tờ trình về phương án thù lao năm 2026 của thành viên Hội đồng quản trị và cán bộ quản lý cấp cao</td></tr>
<tr><td>7</td><td>Tờ trình về việc đề nghị ngân hàng cấp hạn mức tín dụng tổng hợp</td></tr>
</tbody>
</table>
<p>Các thành viên Hội đồng quản trị độc lập của Công ty sẽ trình bày báo cáo thực hiện nhiệm vụ năm 2025 tại Đại hội đồng cổ đông thường niên lần này. Kết quả biểu quyết của các nhà đầu tư vừa và nhỏ đối với các tờ trình từ số 4 đến số 6 sẽ được kiểm phiếu và công bố riêng.</p>
<h2>Đăng ký tham dự</h2>
<p>Thời gian đăng ký: từ 9:00 đến 17:00 ngày 11 tháng 5 năm 2026; cổ đông có thể đăng ký trực tiếp hoặc đăng ký qua thư, thư điện tử. Bộ phận liên hệ: Văn phòng Thư ký Hội đồng quản trị của Công ty, điện thoại: 0755-8888 0532. Đại hội diễn ra trong nửa ngày; cổ đông tham dự tự chịu chi phí ăn ở và đi lại.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 First Quarter Report' },
    language: 'vi',
    title: 'Báo cáo quý I năm 2026',
    summary:
      'Quý I năm 2026, Công ty đạt doanh thu 612,8 triệu nhân dân tệ, tăng 16,30% so với cùng kỳ; lợi nhuận ròng thuộc về cổ đông công ty mẹ đạt 38,6 triệu nhân dân tệ, tăng 21,38% so với cùng kỳ.',
    body: `<p>Công ty và toàn thể thành viên Hội đồng quản trị cam kết nội dung thông tin công bố là trung thực, chính xác và đầy đủ, không có nội dung sai sự thật, tuyên bố gây hiểu nhầm hoặc thiếu sót trọng yếu.</p>
<p>Báo cáo quý I của Công ty chưa được kiểm toán. Dưới đây là tóm tắt các nội dung chính của báo cáo; thông tin chi tiết đề nghị xem toàn văn Báo cáo quý I được công bố cùng ngày.</p>
<h2>Số liệu kế toán và chỉ tiêu tài chính chủ yếu</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Quý I/2026</th><th>Quý I/2025</th><th>Tăng/giảm so với cùng kỳ</th></tr></thead>
<tbody>
<tr><td>Doanh thu (triệu nhân dân tệ)</td><td>612,8</td><td>526,9</td><td>16,30%</td></tr>
<tr><td>Lợi nhuận ròng thuộc về cổ đông công ty mẹ (triệu nhân dân tệ)</td><td>38,6</td><td>31,8</td><td>21,38%</td></tr>
<tr><td>Lợi nhuận ròng đã loại trừ các khoản lãi, lỗ bất thường (triệu nhân dân tệ)</td><td>33,9</td><td>27,4</td><td>23,72%</td></tr>
<tr><td>Lưu chuyển tiền thuần từ hoạt động kinh doanh (triệu nhân dân tệ)</td><td>−86,4</td><td>−102,7</td><td>Không áp dụng</td></tr>
<tr><td>Lãi cơ bản trên cổ phiếu (nhân dân tệ/cổ phiếu)</td><td>0,09</td><td>0,08</td><td>12,50%</td></tr>
<tr><td>Tỷ lệ chi phí nghiên cứu và phát triển trên doanh thu</td><td>8,50%</td><td>8,20%</td><td>Tăng 0,30 điểm phần trăm</td></tr>
</tbody>
</table>
<h2>Thuyết minh tình hình hoạt động kinh doanh</h2>
<p>Trong kỳ báo cáo, doanh thu của Công ty tăng trưởng chủ yếu nhờ các đơn hàng chưa thực hiện tại cuối năm trước lần lượt được bàn giao và nghiệm thu, trong đó các dự án thuộc ngành năng lượng mới và chuỗi lạnh dược phẩm đóng góp lớn. Chi phí nghiên cứu và phát triển đạt 52,1 triệu nhân dân tệ, tăng 20,60% so với cùng kỳ, chủ yếu dành cho việc phát triển hệ thống điều phối thế hệ mới và nền tảng bản sao số.</p>
<p>Lưu chuyển tiền thuần từ hoạt động kinh doanh âm, chủ yếu do ảnh hưởng của các yếu tố mùa vụ như thanh toán tiền hàng cho nhà cung cấp tập trung vào quý I và chi trả tiền thưởng năm trước cho người lao động, song đã được cải thiện so với cùng kỳ năm trước.</p>
<p>Tính đến ngày 31 tháng 3 năm 2026, giá trị đơn hàng chưa thực hiện của Công ty đạt khoảng 4.468 triệu nhân dân tệ; tổng tài sản đạt 6.915 triệu nhân dân tệ, vốn chủ sở hữu thuộc về cổ đông công ty mẹ đạt 2.651 triệu nhân dân tệ.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Resolutions of the 2025 Annual General Meeting',
    },
    language: 'vi',
    title: 'Thông báo về Nghị quyết Đại hội đồng cổ đông thường niên năm 2025',
    summary:
      'Đại hội đồng cổ đông thường niên năm 2025 của Công ty đã được tổ chức vào ngày 13 tháng 5 năm 2026; cả bảy tờ trình được đại hội xem xét đều được thông qua, không có tờ trình nào bị bác bỏ.',
    body: `<p>Công ty và toàn thể thành viên Hội đồng quản trị cam kết nội dung thông tin công bố là trung thực, chính xác và đầy đủ, không có nội dung sai sự thật, tuyên bố gây hiểu nhầm hoặc thiếu sót trọng yếu.</p>
<h2>Lưu ý quan trọng</h2>
<ul>
<li>Tại đại hội lần này không có tờ trình nào bị bác bỏ;</li>
<li>Đại hội lần này không liên quan đến việc thay đổi các nghị quyết đã được thông qua tại các kỳ Đại hội đồng cổ đông trước.</li>
</ul>
<h2>Tình hình triệu tập và tham dự đại hội</h2>
<p>Đại hội được tổ chức lúc 14:30 ngày 13 tháng 5 năm 2026 tại phòng họp trụ sở chính của Công ty, theo hình thức kết hợp biểu quyết trực tiếp và bỏ phiếu trực tuyến; đại hội do Hội đồng quản trị triệu tập và Chủ tịch Hội đồng quản trị chủ trì. Tổng cộng có 41 cổ đông và người đại diện theo ủy quyền của cổ đông tham dự đại hội, đại diện cho 186.420.315 cổ phiếu có quyền biểu quyết, chiếm 45,16% tổng số cổ phiếu có quyền biểu quyết của Công ty; trong đó có 33 nhà đầu tư vừa và nhỏ, đại diện cho 12.384.602 cổ phiếu, chiếm 3,00% tổng số cổ phiếu có quyền biểu quyết của Công ty. Một số thành viên Hội đồng quản trị, cán bộ quản lý cấp cao của Công ty và luật sư chứng kiến đã tham dự hoặc dự thính đại hội.</p>
<h2>Kết quả xem xét và biểu quyết các tờ trình</h2>
<table>
<thead><tr><th>Tờ trình</th><th>Tỷ lệ tán thành</th><th>Tỷ lệ không tán thành</th><th>Tỷ lệ không có ý kiến</th></tr></thead>
<tbody>
<tr><td>1. Báo cáo hoạt động của Hội đồng quản trị năm 2025</td><td>99,91%</td><td>0,07%</td><td>0,02%</td></tr>
<tr><td>2. Báo cáo thường niên năm 2025 và bản tóm tắt</td><td>99,91%</td><td>0,07%</td><td>0,02%</td></tr>
<tr><td>3. Báo cáo quyết toán tài chính năm 2025</td><td>99,90%</td><td>0,08%</td><td>0,02%</td></tr>
<tr><td>4. Phương án phân phối lợi nhuận năm 2025</td><td>99,86%</td><td>0,12%</td><td>0,02%</td></tr>
<tr><td>5. Tiếp tục chỉ định công ty kiểm toán cho năm 2026</td><td>99,88%</td><td>0,10%</td><td>0,02%</td></tr>
<tr><td>6. Phương án thù lao năm 2026 của thành viên Hội đồng quản trị và cán bộ quản lý cấp cao</td><td>99,52%</td><td>0,41%</td><td>0,07%</td></tr>
<tr><td>7. Đề nghị ngân hàng cấp hạn mức tín dụng tổng hợp</td><td>99,89%</td><td>0,09%</td><td>0,02%</td></tr>
</tbody>
</table>
<p>Các tỷ lệ trên đều được tính trên tổng số cổ phiếu có quyền biểu quyết của các cổ đông tham dự đại hội. Các tờ trình nêu trên đều là nghị quyết thông thường và đã được thông qua với hơn một nửa số phiếu biểu quyết hợp lệ của các cổ đông tham dự đại hội.</p>
<h2>Ý kiến pháp lý của luật sư</h2>
<p>Luật sư chứng kiến cho rằng trình tự triệu tập và tổ chức đại hội, tư cách của người tham dự đại hội, tư cách của người triệu tập, thủ tục biểu quyết và kết quả biểu quyết đều phù hợp với quy định của Luật Công ty, Quy tắc về Đại hội đồng cổ đông của công ty niêm yết và các văn bản pháp luật liên quan cũng như Điều lệ Công ty; kết quả biểu quyết là hợp pháp và có hiệu lực.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Implementation of the 2025 Profit Distribution',
    },
    language: 'vi',
    title: 'Thông báo về việc thực hiện phân phối lợi nhuận năm 2025',
    summary:
      'Công ty lấy tổng vốn cổ phần 412.800.000 cổ phiếu làm cơ sở, chi trả cổ tức bằng tiền mặt cho toàn thể cổ đông với mức 2,00 nhân dân tệ cho mỗi 10 cổ phiếu (đã bao gồm thuế); ngày đăng ký cuối cùng là ngày 18 tháng 6 năm 2026, ngày giao dịch không hưởng quyền là ngày 19 tháng 6 năm 2026.',
    body: `<p>Công ty và toàn thể thành viên Hội đồng quản trị cam kết nội dung thông tin công bố là trung thực, chính xác và đầy đủ, không có nội dung sai sự thật, tuyên bố gây hiểu nhầm hoặc thiếu sót trọng yếu.</p>
<h2>Việc Đại hội đồng cổ đông thông qua phương án phân phối lợi nhuận</h2>
<p>Phương án phân phối lợi nhuận năm 2025 của Công ty đã được Đại hội đồng cổ đông thường niên năm 2025 tổ chức ngày 13 tháng 5 năm 2026 xem xét thông qua. Từ khi công bố phương án đến khi thực hiện, tổng vốn cổ phần của Công ty không thay đổi. Phương án phân phối được thực hiện lần này thống nhất với phương án đã được Đại hội đồng cổ đông thông qua, và thời điểm thực hiện không quá hai tháng kể từ ngày Đại hội đồng cổ đông thông qua.</p>
<h2>Phương án phân phối</h2>
<p>Lấy tổng vốn cổ phần hiện có của Công ty là 412.800.000 cổ phiếu làm cơ sở, chi trả cổ tức bằng tiền mặt cho toàn thể cổ đông với mức 2,00 nhân dân tệ cho mỗi 10 cổ phiếu (đã bao gồm thuế), tổng số tiền cổ tức là 82.560.000 nhân dân tệ; không chia cổ phiếu thưởng, không chuyển quỹ thặng dư vốn thành vốn cổ phần.</p>
<p>Sau khi khấu trừ thuế, nhà đầu tư QFII, RQFII cũng như cá nhân và quỹ đầu tư chứng khoán nắm giữ cổ phiếu hạn chế chuyển nhượng phát hành trước IPO được nhận 1,80 nhân dân tệ cho mỗi 10 cổ phiếu; đối với cá nhân nắm giữ cổ phiếu lưu hành không hạn chế chuyển nhượng, thuế thu nhập từ cổ tức áp dụng thuế suất phân biệt: trước tiên chi trả 2,00 nhân dân tệ cho mỗi 10 cổ phiếu, số thuế phải nộp được tính theo thời gian nắm giữ khi cá nhân chuyển nhượng cổ phiếu.</p>
<h2>Ngày đăng ký cuối cùng và ngày giao dịch không hưởng quyền</h2>
<table>
<thead><tr><th>Nội dung</th><th>Ngày</th></tr></thead>
<tbody>
<tr><td>Ngày đăng ký cuối cùng</td><td>18/6/2026</td></tr>
<tr><td>Ngày giao dịch không hưởng quyền nhận cổ tức</td><td>19/6/2026</td></tr>
<tr><td>Ngày cổ tức bằng tiền được chuyển vào tài khoản</td><td>19/6/2026</td></tr>
</tbody>
</table>
<h2>Đối tượng và phương thức phân phối</h2>
<p>Đối tượng được phân phối lần này là toàn thể cổ đông của Công ty có tên trong sổ đăng ký tại Tổng công ty TNHH Lưu ký và Thanh toán bù trừ Chứng khoán Trung Quốc – Chi nhánh Thâm Quyến tại thời điểm kết thúc phiên giao dịch chiều ngày 18 tháng 6 năm 2026 trên Sở Giao dịch Chứng khoán Thâm Quyến. Cổ tức bằng tiền mặt sẽ được chuyển trực tiếp vào tài khoản tiền của cổ đông thông qua công ty chứng khoán lưu ký hoặc tổ chức lưu ký khác vào ngày giao dịch không hưởng quyền.</p>
<p>Bộ phận giải đáp: Văn phòng Thư ký Hội đồng quản trị của Công ty; điện thoại: 0755-8888 0532.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 Half-Year Report' },
    language: 'vi',
    title: 'Báo cáo bán niên năm 2026',
    summary:
      'Sáu tháng đầu năm 2026, Công ty đạt doanh thu 1.486,3 triệu nhân dân tệ, tăng 15,80% so với cùng kỳ; lợi nhuận ròng thuộc về cổ đông công ty mẹ đạt 121,7 triệu nhân dân tệ, tăng 18,85% so với cùng kỳ.',
    body: `<p>Công ty và toàn thể thành viên Hội đồng quản trị cam kết nội dung thông tin công bố là trung thực, chính xác và đầy đủ, không có nội dung sai sự thật, tuyên bố gây hiểu nhầm hoặc thiếu sót trọng yếu.</p>
<p>Bản tóm tắt này được trích từ toàn văn Báo cáo bán niên. Để hiểu đầy đủ về kết quả kinh doanh, tình hình tài chính và kế hoạch phát triển trong tương lai của Công ty, nhà đầu tư cần đọc kỹ toàn văn Báo cáo bán niên trên các phương tiện truyền thông do Ủy ban Điều tiết Chứng khoán Trung Quốc (CSRC) chỉ định. Báo cáo tài chính bán niên của Công ty chưa được kiểm toán. Công ty dự kiến không chi trả cổ tức bằng tiền mặt, không chia cổ phiếu thưởng và không chuyển thặng dư vốn hay các quỹ dự trữ thành vốn cổ phần.</p>
<h2>Số liệu kế toán và chỉ tiêu tài chính chủ yếu</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Kỳ báo cáo</th><th>Cùng kỳ năm trước</th><th>Tăng/giảm so với cùng kỳ</th></tr></thead>
<tbody>
<tr><td>Doanh thu (triệu nhân dân tệ)</td><td>1.486,3</td><td>1.283,5</td><td>15,80%</td></tr>
<tr><td>Lợi nhuận ròng thuộc về cổ đông công ty mẹ (triệu nhân dân tệ)</td><td>121,7</td><td>102,4</td><td>18,85%</td></tr>
<tr><td>Lợi nhuận ròng đã loại trừ các khoản lãi, lỗ bất thường (triệu nhân dân tệ)</td><td>108,2</td><td>89,8</td><td>20,49%</td></tr>
<tr><td>Lưu chuyển tiền thuần từ hoạt động kinh doanh (triệu nhân dân tệ)</td><td>45,3</td><td>21,6</td><td>109,72%</td></tr>
<tr><td>Lãi cơ bản trên cổ phiếu (nhân dân tệ/cổ phiếu)</td><td>0,29</td><td>0,25</td><td>16,00%</td></tr>
<tr><td>Tỷ lệ chi phí nghiên cứu và phát triển trên doanh thu</td><td>8,00%</td><td>7,80%</td><td>Tăng 0,20 điểm phần trăm</td></tr>
</tbody>
</table>
<h2>Tình hình hoạt động kinh doanh</h2>
<p>Trong kỳ báo cáo, giá trị đơn hàng mới ký kết của Công ty đạt khoảng 2.003 triệu nhân dân tệ; tính đến ngày 30 tháng 6 năm 2026, giá trị đơn hàng chưa thực hiện đạt khoảng 4.732 triệu nhân dân tệ, tăng 12,27% so với đầu năm. Theo mảng kinh doanh, hệ thống kho vận thông minh đạt doanh thu 872 triệu nhân dân tệ, hệ thống logistics nhà máy thông minh đạt 399 triệu nhân dân tệ, phần mềm và dịch vụ vận hành, bảo trì đạt 215 triệu nhân dân tệ. Biên lợi nhuận gộp tổng hợp đạt 28,9%, tăng 0,4 điểm phần trăm so với cùng kỳ năm trước.</p>
<p>Chi phí nghiên cứu và phát triển sáu tháng đầu năm đạt 118,9 triệu nhân dân tệ, tăng 18,78% so với cùng kỳ; Fleet Scheduler 4.0 và Digital Twin Studio 3.0 lần lượt được phát hành. Trong kỳ báo cáo, Công ty đã hoàn tất việc phân phối lợi nhuận năm 2025, chi trả cổ tức bằng tiền mặt 82,56 triệu nhân dân tệ. Tại thời điểm cuối kỳ báo cáo, tổng tài sản của Công ty đạt 7.105 triệu nhân dân tệ, vốn chủ sở hữu thuộc về cổ đông công ty mẹ đạt 2.652 triệu nhân dân tệ, tổng số lao động là 2.648 người.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Signing of a Major Contract in the Ordinary Course of Business',
    },
    language: 'vi',
    title: 'Thông báo về việc ký kết hợp đồng trọng yếu trong hoạt động kinh doanh thông thường',
    summary:
      'Công ty đã ký kết với Công ty TNHH Công nghệ Năng lượng mới Lanchuan hợp đồng cung cấp hệ thống kho vận thông minh cho sản xuất pin lithium, giá trị hợp đồng 486,2 triệu nhân dân tệ (đã bao gồm thuế), tương đương khoảng 15,26% doanh thu đã kiểm toán năm 2025 của Công ty.',
    body: `<p>Công ty và toàn thể thành viên Hội đồng quản trị cam kết nội dung thông tin công bố là trung thực, chính xác và đầy đủ, không có nội dung sai sự thật, tuyên bố gây hiểu nhầm hoặc thiếu sót trọng yếu.</p>
<h2>Khái quát về việc ký kết hợp đồng</h2>
<p>Mới đây, Công ty đã ký kết với Công ty TNHH Công nghệ Năng lượng mới Lanchuan (sau đây gọi tắt là “Năng lượng mới Lanchuan”) “Hợp đồng mua sắm hệ thống kho vận thông minh cho cơ sở sản xuất pin động lực giai đoạn II”. Hợp đồng này là hợp đồng trong hoạt động kinh doanh thông thường của Công ty, không phải trình Hội đồng quản trị hoặc Đại hội đồng cổ đông xem xét.</p>
<h2>Nội dung chính của hợp đồng</h2>
<table>
<thead><tr><th>Hạng mục</th><th>Nội dung</th></tr></thead>
<tbody>
<tr><td>Giá trị hợp đồng</td><td>486,2 triệu nhân dân tệ (đã bao gồm thuế)</td></tr>
<tr><td>Tỷ lệ so với doanh thu đã kiểm toán năm 2025</td><td>15,26%</td></tr>
<tr><td>Đối tượng hợp đồng</td><td>Kho cao tầng cho tế bào pin và mô-đun pin, hệ thống logistics AGV, phần mềm WMS/WCS cùng lắp đặt và chạy thử</td></tr>
<tr><td>Thời hạn thực hiện</td><td>Hoàn thành bàn giao khoảng 14 tháng sau khi hợp đồng có hiệu lực; thời gian bảo hành bắt đầu sau nghiệm thu cuối cùng</td></tr>
<tr><td>Phương thức thanh toán</td><td>Thanh toán nhiều đợt: tạm ứng, khi hàng đến, khi nghiệm thu và tiền giữ lại bảo hành</td></tr>
</tbody>
</table>
<h2>Thông tin về đối tác giao dịch</h2>
<p>Năng lượng mới Lanchuan chủ yếu hoạt động trong lĩnh vực nghiên cứu phát triển, sản xuất và kinh doanh pin động lực và pin lưu trữ năng lượng, có năng lực thực hiện hợp đồng tốt. Công ty và Năng lượng mới Lanchuan không phải là các bên liên quan. Trong ba năm tài chính gần nhất, tổng giá trị giao dịch lũy kế giữa Công ty và Năng lượng mới Lanchuan là 63,8 triệu nhân dân tệ.</p>
<h2>Ảnh hưởng đối với Công ty</h2>
<p>Việc ký kết hợp đồng này góp phần củng cố vị thế thị trường của Công ty trong ngành năng lượng mới. Nếu được thực hiện thuận lợi, hợp đồng dự kiến sẽ có tác động tích cực đến kết quả kinh doanh trong tương lai của Công ty; doanh thu sẽ được ghi nhận theo tiến độ nghiệm thu dự án, dự kiến chủ yếu trong năm 2027. Việc thực hiện hợp đồng không ảnh hưởng đến tính độc lập trong hoạt động kinh doanh của Công ty.</p>
<h2>Cảnh báo rủi ro</h2>
<p>Trong quá trình thực hiện, hợp đồng có thể chịu ảnh hưởng của các yếu tố như điều chỉnh tiến độ xây dựng dự án của khách hàng, biến động giá nguyên vật liệu và sự kiện bất khả kháng, do đó tồn tại rủi ro hợp đồng không được thực hiện đúng hạn hoặc đầy đủ. Kính đề nghị nhà đầu tư lưu ý rủi ro đầu tư.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 Third Quarter Report' },
    language: 'vi',
    title: 'Báo cáo quý III năm 2026',
    summary:
      'Chín tháng đầu năm 2026, Công ty đạt doanh thu 2.298,9 triệu nhân dân tệ, tăng 15,12% so với cùng kỳ; lợi nhuận ròng thuộc về cổ đông công ty mẹ đạt 194,1 triệu nhân dân tệ, tăng 17,49% so với cùng kỳ.',
    body: `<p>Công ty và toàn thể thành viên Hội đồng quản trị cam kết nội dung thông tin công bố là trung thực, chính xác và đầy đủ, không có nội dung sai sự thật, tuyên bố gây hiểu nhầm hoặc thiếu sót trọng yếu.</p>
<p>Báo cáo quý III của Công ty chưa được kiểm toán. Dưới đây là tóm tắt các nội dung chính của báo cáo; thông tin chi tiết đề nghị xem toàn văn Báo cáo quý III được công bố cùng ngày.</p>
<h2>Số liệu kế toán và chỉ tiêu tài chính chủ yếu</h2>
<table>
<thead><tr><th>Chỉ tiêu</th><th>Kỳ báo cáo</th><th>Tăng/giảm so với cùng kỳ</th><th>Từ đầu năm đến cuối kỳ báo cáo</th><th>Tăng/giảm so với cùng kỳ</th></tr></thead>
<tbody>
<tr><td>Doanh thu (triệu nhân dân tệ)</td><td>812,6</td><td>13,91%</td><td>2.298,9</td><td>15,12%</td></tr>
<tr><td>Lợi nhuận ròng thuộc về cổ đông công ty mẹ (triệu nhân dân tệ)</td><td>72,4</td><td>15,29%</td><td>194,1</td><td>17,49%</td></tr>
<tr><td>Lợi nhuận ròng đã loại trừ các khoản lãi, lỗ bất thường (triệu nhân dân tệ)</td><td>65,3</td><td>14,76%</td><td>173,5</td><td>18,27%</td></tr>
<tr><td>Lãi cơ bản trên cổ phiếu (nhân dân tệ/cổ phiếu)</td><td>0,18</td><td>20,00%</td><td>0,47</td><td>17,50%</td></tr>
<tr><td>Tỷ lệ chi phí nghiên cứu và phát triển trên doanh thu</td><td>7,68%</td><td>Không áp dụng</td><td>7,89%</td><td>Không áp dụng</td></tr>
</tbody>
</table>
<h2>Thuyết minh tình hình hoạt động kinh doanh</h2>
<p>Trong quý III, doanh thu và lợi nhuận của Công ty duy trì tăng trưởng ổn định; tỷ trọng doanh thu từ các mảng năng lượng mới, chuỗi lạnh dược phẩm và nâng cấp, cải tạo tiếp tục tăng. Từ đầu năm đến cuối kỳ báo cáo, chi phí nghiên cứu và phát triển đạt 181,3 triệu nhân dân tệ; lưu chuyển tiền thuần từ hoạt động kinh doanh đạt 128,7 triệu nhân dân tệ, tăng 33,51% so với cùng kỳ, chủ yếu do tiền thu về sau nghiệm thu dự án tăng.</p>
<p>Trong kỳ báo cáo, Công ty đã ký kết với Công ty TNHH Công nghệ Năng lượng mới Lanchuan hợp đồng cung cấp hệ thống kho vận thông minh trị giá 486,2 triệu nhân dân tệ (đã bao gồm thuế). Tính đến ngày 30 tháng 9 năm 2026, giá trị đơn hàng chưa thực hiện của Công ty đạt khoảng 4.905 triệu nhân dân tệ, tăng 16,37% so với đầu năm; tổng tài sản đạt 7.268 triệu nhân dân tệ, vốn chủ sở hữu thuộc về cổ đông công ty mẹ đạt 2.724 triệu nhân dân tệ.</p>`,
  },
]
