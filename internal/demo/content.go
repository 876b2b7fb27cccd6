package demo

// topic is a believable kajian: a title, a description and its speakers (the
// first is the main one). The names are invented for the demo.
type topic struct {
	title, description string
	speakers           []string
}

var topics = []topic{
	{"Tafsir Surat Al-Kahfi: Empat Fitnah Akhir Zaman", "Membahas kisah Ashabul Kahfi, pemilik dua kebun, Nabi Musa dan Khidir, serta Dzulqarnain sebagai pelajaran menghadapi fitnah agama, harta, ilmu dan kekuasaan.", []string{"Ustadz Abdurrahman Hakim, Lc."}},
	{"Fiqih Shalat Berjamaah", "Tata cara shalat berjamaah sesuai sunnah: merapatkan shaf, posisi makmum, masbuq, dan kesalahan yang sering terjadi.", []string{"Ustadz Fauzan Ramadhan"}},
	{"Riyadhus Shalihin: Bab Ikhlas dan Niat", "Kajian kitab Riyadhus Shalihin karya Imam An-Nawawi, bab pertama tentang ikhlas dan menghadirkan niat dalam setiap amal.", []string{"Ustadz Muhammad Ilham, M.Pd.I"}},
	{"Sirah Nabawiyah: Hijrah ke Madinah", "Perjalanan hijrah Rasulullah ﷺ dan para sahabat, persaudaraan Muhajirin dan Anshar, serta pelajaran untuk keluarga muslim hari ini.", []string{"Dr. Syamsul Arifin, M.A."}},
	{"Tahsin Al-Qur'an untuk Pemula", "Belajar makharijul huruf dan hukum nun sukun dengan praktik langsung. Bawa mushaf masing-masing.", []string{"Ustadz Hanif Maulana, S.Q."}},
	{"Fiqih Muamalah: Jual Beli Online", "Hukum jual beli daring, dropship, pre-order, dan sistem pembayaran digital menurut fiqih muamalah.", []string{"Ustadz Zainal Abidin, Lc., M.H.I.", "Ustadz Rahmat Hidayat, S.E."}},
	{"Kajian Muslimah: Mendidik Anak di Era Digital", "Peran ibu dalam menanamkan tauhid dan adab kepada anak di tengah gawai dan media sosial. Khusus muslimah.", []string{"Ustadzah Aisyah Nur Hidayah"}},
	{"Tazkiyatun Nafs: Mengobati Hati yang Keras", "Sebab-sebab kerasnya hati dan cara melembutkannya dengan dzikir, tilawah dan muhasabah.", []string{"Buya Ismail Yunus"}},
	{"Aqidah: Syarah Ushul Tsalatsah", "Tiga landasan utama yang wajib diketahui setiap muslim: mengenal Allah, mengenal agama Islam dan mengenal Nabi ﷺ.", []string{"Ustadz Abdurrahman Hakim, Lc."}},
	{"Bahasa Arab Dasar: Nahwu untuk Pemula", "Kelas bahasa Arab bertahap memakai kitab Al-Ajurrumiyah. Cocok untuk yang ingin memahami Al-Qur'an.", []string{"Ustadz Fikri Haikal, Lc."}},
	{"Bulughul Maram: Kitab Thaharah", "Hadits-hadits tentang air, najis, wudhu dan tayammum beserta penjelasan para ulama.", []string{"Ustadz Taufiq Hamzah, M.A."}},
	{"Hadits Arbain: Islam, Iman dan Ihsan", "Penjelasan hadits Jibril tentang rukun Islam, rukun iman dan ihsan.", []string{"Ustadz Muhammad Ilham, M.Pd.I"}},
	{"Adab Penuntut Ilmu", "Adab-adab sebelum ilmu: niat, kesabaran, menghormati guru dan mengamalkan ilmu.", []string{"Ustadz Fauzan Ramadhan"}},
	{"Membangun Keluarga Sakinah", "Hak dan kewajiban suami istri, komunikasi dalam rumah tangga dan menyelesaikan perselisihan dengan cara yang baik.", []string{"Dr. Syamsul Arifin, M.A.", "Ustadzah Aisyah Nur Hidayah"}},
	{"Fiqih Zakat Profesi dan Penghasilan", "Nishab, haul dan cara menghitung zakat penghasilan bagi karyawan dan profesional.", []string{"Ustadz Zainal Abidin, Lc., M.H.I."}},
	{"Tabligh Akbar: Meraih Husnul Khatimah", "Tabligh akbar bersama para asatidzah. Terbuka untuk umum, ikhwan dan akhwat. Tersedia tempat terpisah.", []string{"Syaikh Abdullah bin Salim Al-Yamani", "Ustadz Abdurrahman Hakim, Lc.", "Ustadz Fikri Haikal, Lc."}},
	{"Kajian Subuh: Keutamaan Dzikir Pagi dan Petang", "Amalan dzikir pagi dan petang dari Al-Qur'an dan hadits shahih beserta keutamaannya.", []string{"Ustadz Hanif Maulana, S.Q."}},
	{"Sejarah Khulafaur Rasyidin", "Kepemimpinan Abu Bakar, Umar, Utsman dan Ali radhiyallahu 'anhum serta teladan bagi para pemimpin.", []string{"Buya Ismail Yunus"}},
	{"Mengenal Asmaul Husna", "Mengenal nama-nama Allah yang indah dan pengaruhnya dalam kehidupan sehari-hari.", []string{"Ustadz Taufiq Hamzah, M.A."}},
	{"Fiqih Puasa Sunnah", "Puasa Senin Kamis, Ayyamul Bidh, Arafah dan Asyura: tata cara, keutamaan dan hukum-hukumnya.", []string{"Ustadz Rahmat Hidayat, S.E."}},
	{"Kajian Remaja: Hijrah Tanpa Galau", "Obrolan santai untuk remaja tentang istiqamah, pertemanan dan memilih lingkungan yang baik.", []string{"Ustadz Fikri Haikal, Lc."}},
	{"Manajemen Keuangan Keluarga Muslim", "Mengatur nafkah, menghindari riba dan utang konsumtif, serta menyiapkan dana pendidikan anak.", []string{"Ustadz Rahmat Hidayat, S.E."}},
}

// weeklyTopics are the recurring study circles.
var weeklyTopics = []topic{
	{"Kajian Rutin Tafsir Ibnu Katsir", "Kajian pekanan tafsir Ibnu Katsir, dibaca dan dijelaskan ayat demi ayat.", []string{"Ustadz Abdurrahman Hakim, Lc."}},
	{"Kajian Kitab Tauhid", "Syarah Kitab Tauhid karya Syaikh Muhammad bin Abdul Wahhab, bab demi bab.", []string{"Ustadz Taufiq Hamzah, M.A."}},
	{"Tahsin dan Tahfizh Pekanan", "Halaqah tahsin bacaan dan setoran hafalan juz 30. Terbuka untuk semua usia.", []string{"Ustadz Hanif Maulana, S.Q."}},
	{"Kajian Fiqih Sunnah", "Membahas kitab Fiqih Sunnah karya Sayyid Sabiq secara berurutan.", []string{"Ustadz Zainal Abidin, Lc., M.H.I."}},
	{"Kajian Muslimah Pekanan", "Kajian khusus muslimah: adab, fiqih wanita dan tarbiyah anak.", []string{"Ustadzah Aisyah Nur Hidayah"}},
	{"Kajian Hadits Shahih Bukhari", "Membaca dan mensyarah Shahih Al-Bukhari, Kitab Al-Iman.", []string{"Dr. Syamsul Arifin, M.A.", "Ustadz Muhammad Ilham, M.Pd.I"}},
	{"Kajian Sirah Malam Jumat", "Sirah Nabawiyah setiap malam Jumat, dari kelahiran hingga wafatnya Rasulullah ﷺ.", []string{"Buya Ismail Yunus"}},
	{"Bahasa Arab Pekanan", "Kelas bahasa Arab bertahap untuk memahami Al-Qur'an, memakai kitab Durusul Lughah.", []string{"Ustadz Fikri Haikal, Lc."}},
}

// topicDetails are who a topic is for and the book it studies, where its text says so.
var topicDetails = map[string]struct {
	audience   []string
	kitab, bab string
}{
	"Riyadhus Shalihin: Bab Ikhlas dan Niat":        {kitab: "Riyadhus Shalihin", bab: "Ikhlas dan Niat"},
	"Kajian Muslimah: Mendidik Anak di Era Digital": {audience: []string{"akhwat"}},
	"Bahasa Arab Dasar: Nahwu untuk Pemula":         {kitab: "Al-Ajurrumiyah"},
	"Bulughul Maram: Kitab Thaharah":                {kitab: "Bulughul Maram", bab: "Kitab Thaharah"},
	"Tabligh Akbar: Meraih Husnul Khatimah":         {audience: []string{"umum", "ikhwan", "akhwat"}},
	"Kajian Remaja: Hijrah Tanpa Galau":             {audience: []string{"anak-anak"}},
	"Kajian Rutin Tafsir Ibnu Katsir":               {kitab: "Tafsir Ibnu Katsir"},
	"Kajian Kitab Tauhid":                           {kitab: "Kitab Tauhid"},
	"Kajian Fiqih Sunnah":                           {kitab: "Fiqih Sunnah"},
	"Kajian Muslimah Pekanan":                       {audience: []string{"akhwat"}},
	"Kajian Hadits Shahih Bukhari":                  {kitab: "Shahih Al-Bukhari", bab: "Kitab Al-Iman"},
	"Bahasa Arab Pekanan":                           {kitab: "Durusul Lughah"},
}
