export function Footer() {
  return (
    <footer className="mt-12 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-1 px-4 py-6 text-sm text-stone-500">
        <p className="font-semibold text-stone-700">Kajian Kita</p>
        <p>Temukan, hadiri, dan catat kajian Islam di sekitar Anda.</p>
        <p className="text-xs">
          Data batas wilayah oleh Cahya DSN (
          <a
            href="https://github.com/cahyadsn/wilayah_boundaries"
            className="underline underline-offset-2 hover:text-stone-700"
          >
            wilayah_boundaries
          </a>
          ), berlisensi{' '}
          <a href="/licenses.txt" className="underline underline-offset-2 hover:text-stone-700">
            MIT
          </a>
          .
        </p>
      </div>
    </footer>
  );
}
