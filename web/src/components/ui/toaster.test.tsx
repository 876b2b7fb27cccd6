import { act, render, screen, waitFor } from '@testing-library/react';
import { notify, Toaster } from '@/components/ui/toaster';

describe('notify', () => {
  // First in the file: the module remembers that a toast was asked for.
  it('mounts sonner only with the first toast, so a first visit does not download it', async () => {
    const { container } = render(<Toaster />);
    // Once sonner could have loaded, a Toaster that mounted it would show its region.
    await act(async () => {
      await import('sonner');
    });
    expect(container).toBeEmptyDOMElement();
    act(() => notify.error('Email atau password salah'));
    expect(await screen.findByText('Email atau password salah')).toBeInTheDocument();
  });

  it('lets a success replace the error it answers', async () => {
    render(<Toaster />);
    notify.error('Email atau password salah');
    expect(await screen.findByText('Email atau password salah')).toBeInTheDocument();
    notify.success('Berhasil masuk!');
    expect(await screen.findByText('Berhasil masuk!')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Email atau password salah')).not.toBeInTheDocument();
    });
  });

  it('keeps errors side by side until a success answers them', async () => {
    render(<Toaster />);
    notify.error('Gagal memuat daftar kajian');
    notify.info('Menunggu koneksi');
    expect(await screen.findByText('Gagal memuat daftar kajian')).toBeInTheDocument();
    expect(await screen.findByText('Menunggu koneksi')).toBeInTheDocument();
  });

  it('offers a labelled close button on every toast', async () => {
    render(<Toaster />);
    notify.success('Tersimpan');
    expect(await screen.findByRole('button', { name: 'Tutup notifikasi' })).toBeInTheDocument();
  });
});
