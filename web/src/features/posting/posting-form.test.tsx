import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, userSession } from '@/test/app';
import { apiError, fakeApi } from '@/test/fake-api';

const saved = {
  kajian: { id: 'k-1', type: 'regular', slug: '2026-11-24-kajian-tafsir', path: '/kajian/2026-11-24-kajian-tafsir' },
  message: 'Kajian berhasil dibuat dan menunggu persetujuan admin!',
  geocode: 'verified',
};

const myKajian = { items: [], total: 0, page: 1, page_size: 10, total_pages: 0 };

async function openForm() {
  const user = userEvent.setup();
  const view = renderApp('/kajian/new');
  await screen.findByRole('heading', { level: 1, name: 'Posting Kajian Baru' });
  return { user, ...view };
}

describe('Posting Kajian Baru', () => {
  it('shows the moderation banner, the poster tip and every section', async () => {
    fakeApi(userSession);
    await openForm();
    expect(screen.getByText(/akan ditinjau oleh admin/)).toBeInTheDocument();
    expect(screen.getByText(/upload poster kajian agar data kajian dapat dibaca/)).toBeInTheDocument();
    for (const section of ['Poster Kajian', 'Jenis Kajian', 'Informasi Kajian', 'Lokasi', 'Kontak', 'Deskripsi', 'Live Streaming / Rekaman']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Tempel teks pengumuman' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Jadwal Libur' })).not.toBeInTheDocument();
  });

  it('announces the first rule in the spec order and sends nothing', async () => {
    const api = fakeApi(userSession);
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    // The title comes first; every broken field shows its own message.
    expect((await screen.findAllByText('Judul harus diisi')).length).toBeGreaterThan(0);
    expect(screen.getByText('Minimal harus ada satu pemateri')).toBeInTheDocument();
    expect(screen.getByText('Lokasi harus diisi untuk kajian offline')).toBeInTheDocument();
    expect(screen.getByLabelText(/Judul Kajian/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Judul Kajian/), 'Kajian Tafsir');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Nama pemateri 1')).toHaveFocus();
    });
    // Online: the stream link is required instead of the place.
    await user.type(screen.getByLabelText('Nama pemateri 1'), 'Ust. Adi Hidayat');
    await user.click(screen.getByRole('radio', { name: /Online/ }));
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    expect((await screen.findAllByText('URL Live Stream harus diisi untuk kajian online')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Lokasi harus diisi untuk kajian offline')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Link Live Stream/), 'youtube');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    expect((await screen.findAllByText('Tanggal dan waktu harus diisi untuk kajian insidental')).length).toBeGreaterThan(0);
    expect(api.calls.some((c) => c.route.startsWith('POST /api/v1/postings'))).toBe(false);
  });

  it('posts a weekly session with speakers and holidays, then goes to My Kajian', async () => {
    const api = fakeApi(userSession, {
      'POST /api/v1/postings': () => jsonResponse({ ...saved, geocode: 'failed' }, 201),
      'GET /api/v1/my-kajian': () => jsonResponse(myKajian),
    });
    const { user, router } = await openForm();
    await user.click(screen.getByRole('radio', { name: /Kajian Rutin/ }));
    await user.type(screen.getByLabelText(/Judul Kajian/), 'Kajian Kitab Tauhid');
    await user.type(screen.getByLabelText('Nama pemateri 1'), 'Ust. Firanda');
    await user.click(screen.getByRole('button', { name: 'Tambah Pemateri' }));
    await user.type(screen.getByLabelText('Nama pemateri 2'), 'Ust. Hanif');
    await user.click(screen.getByRole('button', { name: 'Jadikan pemateri 2 pemateri utama' }));
    expect(screen.getByLabelText(/^Hari/)).toHaveValue('1'); // Senin by default
    await user.selectOptions(screen.getByLabelText(/^Hari/), '4');
    await user.type(screen.getByLabelText(/^Waktu/), '18:30');
    await user.selectOptions(screen.getByLabelText(/Zona Waktu/), 'WITA');
    await user.type(screen.getByLabelText(/Nama Tempat/), 'Masjid Al-Falah');
    await user.type(screen.getByLabelText(/Alamat Lengkap/), 'Jl. Kenanga 2, Makassar');
    await user.click(screen.getByRole('button', { name: 'Tambah Jadwal Libur' }));
    await user.type(screen.getByLabelText('Tanggal libur 1'), '2026-11-26');
    await user.type(screen.getByLabelText(/Alasan libur 1/), 'Ustadz safar');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-kajian');
    });
    const post = api.calls.find((c) => c.route === 'POST /api/v1/postings');
    expect(post?.body).toMatchObject({
      kajian_type: 'recurring',
      title: 'Kajian Kitab Tauhid',
      day_of_week: 4,
      date: '',
      time: '18:30',
      timezone_region: 'WITA',
      is_online: false,
      location: 'Masjid Al-Falah',
      speakers: [
        { name: 'Ust. Firanda', is_main_speaker: false, speaker_order: 1 },
        { name: 'Ust. Hanif', is_main_speaker: true, speaker_order: 2 },
      ],
      holidays: [{ date: '2026-11-26', reason: 'Ustadz safar' }],
      poster_key: null,
    });
    expect(await screen.findByText('Lokasi tidak dapat diverifikasi, kajian tetap akan dibuat')).toBeInTheDocument();
    expect(await screen.findByText('Kajian berhasil dibuat dan menunggu persetujuan admin!')).toBeInTheDocument();
  });

  it("shows the server's refusal on the field and keeps the form", async () => {
    fakeApi(userSession, {
      'POST /api/v1/postings': () =>
        apiError(400, 'validation_failed', 'URL Google Maps tidak valid', undefined),
    });
    const { user, router } = await openForm();
    await user.type(screen.getByLabelText(/Judul Kajian/), 'Kajian');
    await user.type(screen.getByLabelText('Nama pemateri 1'), 'Ust. A');
    await user.type(screen.getByLabelText(/^Tanggal/), '2026-11-24');
    await user.type(screen.getByLabelText(/^Waktu/), '19:30');
    await user.type(screen.getByLabelText(/Nama Tempat/), 'Masjid');
    await user.type(screen.getByLabelText(/Alamat Lengkap/), 'Jl. A');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    expect(await screen.findByText('URL Google Maps tidak valid')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kajian/new');
  });

  it("says 'Lokasi berhasil diverifikasi!' when the server found the place", async () => {
    fakeApi(userSession, {
      'POST /api/v1/postings': () => jsonResponse(saved, 201),
      'GET /api/v1/my-kajian': () => jsonResponse(myKajian),
    });
    const { user, router } = await openForm();
    await user.type(screen.getByLabelText(/Judul Kajian/), 'Kajian Tafsir');
    await user.type(screen.getByLabelText('Nama pemateri 1'), 'Ust. A');
    await user.type(screen.getByLabelText(/^Tanggal/), '2026-11-24');
    await user.type(screen.getByLabelText(/^Waktu/), '19:30');
    await user.type(screen.getByLabelText(/Nama Tempat/), 'Masjid Raya');
    await user.type(screen.getByLabelText(/Alamat Lengkap/), 'Jl. Masjid Raya 57, Makassar');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-kajian');
    });
    expect(await screen.findByText('Lokasi berhasil diverifikasi!')).toBeInTheDocument();
    expect(await screen.findByText('Kajian berhasil dibuat dan menunggu persetujuan admin!')).toBeInTheDocument();
    expect(screen.queryByText('Lokasi tidak dapat diverifikasi, kajian tetap akan dibuat')).not.toBeInTheDocument();
  });

  it('says nothing about the place when nothing was looked up (online)', async () => {
    fakeApi(userSession, {
      'POST /api/v1/postings': () => jsonResponse({ ...saved, geocode: 'skipped' }, 201),
      'GET /api/v1/my-kajian': () => jsonResponse(myKajian),
    });
    const { user } = await openForm();
    await user.type(screen.getByLabelText(/Judul Kajian/), 'Kajian Tafsir');
    await user.type(screen.getByLabelText('Nama pemateri 1'), 'Ust. A');
    await user.click(screen.getByRole('radio', { name: /Online/ }));
    await user.type(screen.getByLabelText(/Link Live Stream/), 'https://youtube.com/live/x');
    await user.type(screen.getByLabelText(/^Tanggal/), '2026-11-24');
    await user.type(screen.getByLabelText(/^Waktu/), '19:30');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    expect(await screen.findByText('Kajian berhasil dibuat dan menunggu persetujuan admin!')).toBeInTheDocument();
    expect(screen.queryByText('Lokasi berhasil diverifikasi!')).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image with the posting form's message, and sends nothing", async () => {
    const api = fakeApi(userSession);
    await openForm();
    // Files the picker's accept list would hide can still arrive (drag and drop, "All files").
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF-1.7'], 'poster.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Pilih poster kajian'), pdf);
    expect(await screen.findByText('File harus berupa gambar (JPG, PNG, GIF)')).toBeInTheDocument();
    expect(api.calls.some((c) => c.route.startsWith('POST /api/v1/posters'))).toBe(false);
  });

  it('uploads a WebP poster', async () => {
    const api = fakeApi(userSession, {
      'POST /api/v1/posters': () =>
        jsonResponse(
          {
            key: 'u-1/regular/1-abc.webp',
            poster: { original: '/media/o', card: '/media/c', detail: '/media/d', og: '/media/og' },
            width: 800,
            height: 1200,
          },
          201,
        ),
    });
    // jsdom has no object URLs; the form previews the picked file with one.
    URL.createObjectURL = () => 'blob:poster';
    URL.revokeObjectURL = () => undefined;
    const { user } = await openForm();
    const webp = new File([new Uint8Array([82, 73, 70, 70])], 'poster.webp', { type: 'image/webp' });
    await user.upload(screen.getByLabelText('Pilih poster kajian'), webp);
    expect(await screen.findByText('Poster berhasil diupload!')).toBeInTheDocument();
    expect(api.calls.some((c) => c.route.startsWith('POST /api/v1/posters'))).toBe(true);
  });

  it('fills the form from a pasted announcement and names what it could not read', async () => {
    const api = fakeApi(userSession, {
      'POST /api/v1/ai/text': () =>
        jsonResponse({
          title: 'Menggapai Hidayah di Akhir Zaman',
          ustaz: 'Ustadz Syafiq Riza Basalamah',
          speakers: [{ name: 'Ustadz Syafiq Riza Basalamah', is_main_speaker: true, speaker_order: 1 }],
          date: '2026-12-06',
          time: '08:00',
          location: 'Masjid Raya Bintaro Jaya',
          address: '',
          description: '',
          contact_person: 'Akh Fadli',
          contact_phone: '081287654321',
          day_of_week: null,
          live_stream_url: '',
          timezone_region: 'WIB',
          kajian_type: 'regular',
          is_online: false,
          confidence: 90,
          audience: ['umum'],
          kitab: '',
          bab: '',
          source: 'text',
          missing: ['Alamat'],
        }),
    });
    const { user } = await openForm();
    expect(screen.queryByTestId('belum-terbaca')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tempel teks pengumuman' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Teks pengumuman'), 'TABLIGH AKBAR');
    await user.click(within(dialog).getByRole('button', { name: 'Isi Formulir' }));
    await waitFor(() => {
      expect(screen.getByLabelText(/Judul Kajian/)).toHaveValue('Menggapai Hidayah di Akhir Zaman');
    });
    expect(api.calls.find((c) => c.route === 'POST /api/v1/ai/text')?.body).toEqual({ text: 'TABLIGH AKBAR' });
    expect(screen.getByLabelText('Nama pemateri 1')).toHaveValue('Ustadz Syafiq Riza Basalamah');
    expect(screen.getByLabelText(/^Tanggal/)).toHaveValue('2026-12-06');
    expect(screen.getByLabelText(/Nama Tempat/)).toHaveValue('Masjid Raya Bintaro Jaya');
    expect(screen.getByLabelText(/Nomor Telepon/)).toHaveValue('081287654321');
    // The address was not in the text: the form says so rather than leave it to be noticed.
    expect(screen.getByTestId('belum-terbaca')).toHaveTextContent('Belum terbaca: Alamat');
  });
});

describe('honest messages', () => {
  it('promises AI in the poster tip only where a model is configured', async () => {
    fakeApi(userSession);
    const { unmount } = await openForm();
    const tip = screen.getByText(/upload poster kajian agar data kajian dapat dibaca/);
    expect(tip.parentElement).toHaveTextContent(/diisi otomatis\.$/);
    expect(tip.parentElement).not.toHaveTextContent('oleh AI');
    unmount();
    fakeApi(userSession, { 'GET /api/v1/ai/status': () => jsonResponse({ description: 'ai' }) });
    await openForm();
    await waitFor(() => {
      expect(screen.getByText(/upload poster kajian/).parentElement).toHaveTextContent('diisi otomatis oleh AI.');
    });
  });

  it("says nothing was read from an announcement when the reader found no field", async () => {
    fakeApi(userSession, {
      'POST /api/v1/ai/text': () =>
        jsonResponse({
          title: '', ustaz: '', speakers: [], date: '', time: '', location: '', address: '', description: '',
          contact_person: '', contact_phone: '', day_of_week: null, live_stream_url: '', timezone_region: 'WIB',
          kajian_type: 'regular', is_online: false, confidence: 0, audience: ['umum'], kitab: '', bab: '', source: 'text',
          missing: ['Judul Kajian', 'Pemateri', 'Tanggal', 'Waktu', 'Lokasi', 'Alamat'],
        }),
    });
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Tempel teks pengumuman' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Teks pengumuman'), 'Assalamualaikum');
    await user.click(within(dialog).getByRole('button', { name: 'Isi Formulir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tidak ada info kajian yang terbaca dari teks ini.');
    expect(within(dialog).getByLabelText('Teks pengumuman')).toHaveValue('Assalamualaikum');
    expect(screen.queryByText(/Formulir diisi dari teks pengumuman/)).not.toBeInTheDocument();
  });
});

describe('speakers editor', () => {
  it('keeps the last speaker, one main speaker, and renumbers on removal', async () => {
    fakeApi(userSession);
    const { user } = await openForm();
    expect(screen.getByRole('button', { name: 'Hapus pemateri 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Tambah Pemateri' }));
    await user.click(screen.getByRole('button', { name: 'Tambah Pemateri' }));
    await user.type(screen.getByLabelText('Nama pemateri 1'), 'A');
    await user.type(screen.getByLabelText('Nama pemateri 2'), 'B');
    await user.type(screen.getByLabelText('Nama pemateri 3'), 'C');
    await user.click(screen.getByRole('button', { name: 'Jadikan pemateri 2 pemateri utama' }));
    const mains = () =>
      screen.getAllByRole('button', { name: /Jadikan pemateri \d pemateri utama/ }).map((b) => b.getAttribute('aria-pressed'));
    expect(mains()).toEqual(['false', 'true', 'false']);
    await user.click(screen.getByRole('button', { name: 'Hapus pemateri 2' }));
    expect(screen.getByLabelText('Nama pemateri 1')).toHaveValue('A');
    expect(screen.getByLabelText('Nama pemateri 2')).toHaveValue('C');
    expect(mains()).toEqual(['true', 'false']);
    await user.click(screen.getByRole('button', { name: 'Hapus pemateri 1' }));
    expect(screen.getByRole('button', { name: 'Hapus pemateri 1' })).toBeDisabled();
    expect(screen.getByLabelText('Nama pemateri 1')).toHaveValue('C');
    expect(mains()).toEqual(['true']);
  });
});

describe('Edit Kajian', () => {
  const EDIT_SLUG = '2026-11-24-kajian-tafsir';
  const edit = {
    kajian: {
      id: 'k-1',
      type: 'regular',
      slug: EDIT_SLUG,
      path: `/kajian/${EDIT_SLUG}`,
      title: 'Kajian Tafsir',
      ustaz: 'Ust. A',
      speakers: [{ name: 'Ust. A', is_main_speaker: true, speaker_order: 1 }],
      date: '2026-11-24',
      day_of_week: null,
      day_name: null,
      end_time: null,
      end_date: null,
      every_weeks: 1,
      rhythm_from: null,
      month_weeks: [],
      schedule: 'Selasa, 24 November 2026',
      time: '19:30',
      after_prayer: null,
      prayer_offset: 0,
      audience: ['umum'],
      audience_label: '',
      kitab: null,
      bab: null,
      timezone_region: 'WIB',
      is_online: false,
      live_stream_url: null,
      location: 'Masjid Lama',
      address: 'Jl. Lama 1',
      maps_url: null,
      latitude: null,
      longitude: null,
      description: null,
      poster: null,
      contact_person: null,
      contact_phone: null,
      status: 'pending',
      rejection_reason: null,
      created_by: 'u-1',
      created_at: '2026-11-20T00:00:00Z',
      updated_at: '2026-11-20T00:00:00Z',
      sort_date: '2026-11-24T12:30:00Z',
      next_occurrence: null,
      is_past: false,
      is_today: false,
      is_holiday_today: false,
      holiday_today: null,
      holidays: [],
      holidays_more: 0,
      rsvp_count: 0,
      user_rsvp: null,
      distance_km: null,
      distance_label: null,
    },
    holidays: [],
    poster_key: null,
    returns_to_pending: false,
    can_delete: true,
  };

  async function saveEdit(geocode: 'verified' | 'failed' | 'skipped') {
    const api = fakeApi(userSession, {
      [`GET /api/v1/postings/regular/${EDIT_SLUG}`]: () => jsonResponse(edit),
      [`PUT /api/v1/postings/regular/${EDIT_SLUG}`]: () =>
        jsonResponse({ kajian: edit.kajian, message: 'Kajian berhasil diperbarui!', geocode }),
      'GET /api/v1/my-kajian': () => jsonResponse(myKajian),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/kajian/${EDIT_SLUG}/edit`);
    const place = await screen.findByLabelText(/Nama Tempat/);
    await waitFor(() => expect(place).toHaveValue('Masjid Lama'));
    await user.clear(place);
    await user.type(place, 'Masjid Baru');
    await user.click(screen.getByRole('button', { name: 'Simpan Kajian' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/my-kajian');
    });
    expect(api.calls.find((c) => c.route.startsWith('PUT '))?.body).toMatchObject({ location: 'Masjid Baru' });
    expect(await screen.findByText('Kajian berhasil diperbarui!')).toBeInTheDocument();
  }

  it("says 'Lokasi berhasil diverifikasi!' when the server found the changed place", async () => {
    await saveEdit('verified');
    expect(await screen.findByText('Lokasi berhasil diverifikasi!')).toBeInTheDocument();
  });

  it('says the place could not be verified when the geocoder failed', async () => {
    await saveEdit('failed');
    expect(await screen.findByText('Lokasi tidak dapat diverifikasi, perubahan tetap disimpan')).toBeInTheDocument();
    expect(screen.queryByText('Lokasi berhasil diverifikasi!')).not.toBeInTheDocument();
  });
});

describe('the description button says what writes it', () => {
  it('offers the template honestly when the server has no text model', async () => {
    const api = fakeApi(userSession);
    api.on('GET /api/v1/ai/status', () => jsonResponse({ description: 'template' }));
    await openForm();
    expect(await screen.findByRole('button', { name: 'Buat Deskripsi Otomatis' })).toBeInTheDocument();
    expect(screen.getByText(/disusun dari isian formulir dengan templat \(tanpa AI\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buat Deskripsi dengan AI' })).not.toBeInTheDocument();
  });

  it('says AI when the server has a text model', async () => {
    const api = fakeApi(userSession);
    api.on('GET /api/v1/ai/status', () => jsonResponse({ description: 'ai' }));
    await openForm();
    expect(await screen.findByRole('button', { name: 'Buat Deskripsi dengan AI' })).toBeInTheDocument();
    expect(screen.queryByText(/tanpa AI/)).not.toBeInTheDocument();
  });
});
