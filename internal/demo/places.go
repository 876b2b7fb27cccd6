package demo

// venue is a real mosque or hall with its approximate coordinates; city names
// a gazetteer place, and a test checks each venue lies near that place.
type venue struct {
	name, address, city string
	zone                string
	lat, lng            float64
}

var venues = []venue{
	{"Masjid Istiqlal", "Jl. Taman Wijaya Kusuma, Pasar Baru, Sawah Besar", "Jakarta Pusat", "WIB", -6.1702, 106.8310},
	{"Masjid Agung Al-Azhar", "Jl. Sisingamangaraja, Selong, Kebayoran Baru", "Jakarta Selatan", "WIB", -6.2355, 106.7995},
	{"Masjid Cut Meutia", "Jl. Cut Meutia No.1, Menteng", "Jakarta Pusat", "WIB", -6.1866, 106.8335},
	{"Pusdai Jawa Barat", "Jl. Diponegoro No.63, Cihaur Geulis", "Bandung", "WIB", -6.9008, 107.6264},
	{"Masjid Salman ITB", "Jl. Ganesa No.7, Lb. Siliwangi, Coblong", "Bandung", "WIB", -6.8937, 107.6106},
	{"Masjid Raya Bandung", "Jl. Dalem Kaum No.14, Balonggede, Regol", "Bandung", "WIB", -6.9218, 107.6070},
	{"Masjid Raya Bogor", "Jl. Raya Pajajaran, Baranangsiang", "Kota Bogor", "WIB", -6.6040, 106.8064},
	{"Masjid Kubah Emas Dian Al-Mahri", "Jl. Meruyung Raya, Meruyung, Limo", "Depok", "WIB", -6.3870, 106.7770},
	{"Masjid Agung Al-Barkah", "Jl. Veteran No.1, Marga Jaya", "Kota Bekasi", "WIB", -6.2352, 107.0000},
	{"Masjid Jogokariyan", "Jl. Jogokaryan No.36, Mantrijeron", "Yogyakarta", "WIB", -7.8264, 110.3646},
	{"Masjid Gedhe Kauman", "Jl. Kauman, Ngupasan, Gondomanan", "Yogyakarta", "WIB", -7.8038, 110.3625},
	{"Masjid Nasional Al-Akbar", "Jl. Masjid Al-Akbar Timur No.1, Pagesangan, Jambangan", "Surabaya", "WIB", -7.3365, 112.7153},
	{"Masjid Al-Falah", "Jl. Raya Darmo No.137A, Darmo, Wonokromo", "Surabaya", "WIB", -7.2849, 112.7380},
	{"Masjid Jami' Agung Malang", "Jl. Merdeka Barat No.3, Kiduldalem, Klojen", "Kota Malang", "WIB", -7.9827, 112.6303},
	{"Masjid Agung Jawa Tengah", "Jl. Gajah Raya, Sambirejo, Gayamsari", "Kota Semarang", "WIB", -6.9839, 110.4459},
	{"Masjid Agung Surakarta", "Jl. Masjid Besar, Kauman, Pasar Kliwon", "Surakarta", "WIB", -7.5745, 110.8255},
	{"Masjid Raya Al-Mashun", "Jl. Sisingamangaraja No.61, Mesjid, Medan Kota", "Medan", "WIB", 3.5752, 98.6875},
	{"Masjid Raya Sumatera Barat", "Jl. Khatib Sulaiman, Alai Parak Kopi, Padang Utara", "Padang", "WIB", -0.9240, 100.3623},
	{"Masjid Agung Sultan Mahmud Badaruddin I", "Jl. Jend. Sudirman, 19 Ilir, Bukit Kecil", "Palembang", "WIB", -2.9887, 104.7606},
	{"Masjid Raya Baiturrahman", "Jl. Moh. Jam No.1, Kp. Baru, Baiturrahman", "Banda Aceh", "WIB", 5.5537, 95.3174},
	{"Masjid Raya Makassar", "Jl. Masjid Raya No.57, Bontoala", "Makassar", "WITA", -5.1354, 119.4193},
	{"Masjid Al-Markaz Al-Islami", "Jl. Masjid Raya No.57, Bontoala Parang", "Makassar", "WITA", -5.1321, 119.4253},
	{"Masjid Agung At-Taqwa", "Jl. Jend. Sudirman, Klandasan Ilir", "Balikpapan", "WITA", -1.2676, 116.8312},
	{"Masjid Raya An-Nur", "Jl. Diponegoro, Dauh Puri Kauh", "Denpasar", "WITA", -8.6640, 115.2170},
	{"Islamic Center Nusa Tenggara Barat", "Jl. Udayana No.1, Gomong, Selaparang", "Kota Mataram", "WITA", -8.5797, 116.1005},
	{"Masjid Raya Baiturrahim", "Jl. Ahmad Yani, Gurabesi, Jayapura Utara", "Kota Jayapura", "WIT", -2.5330, 140.7090},
}
