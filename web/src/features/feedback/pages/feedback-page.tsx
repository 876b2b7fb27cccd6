import { useMutation } from '@tanstack/react-query';
import { MessageSquareText, Send } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { TextArea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  feedbackApi,
  type FeedbackCategory,
} from '../api/feedback-api';
import { FeedbackThanks } from '../components/feedback-thanks';
import { counter, feedbackProblems, overLimits } from '../lib/feedback-form';

interface Form {
  /** null until the user types: the field shows the profile's value meanwhile. */
  name: string | null;
  email: string | null;
  subject: string;
  message: string;
  category: FeedbackCategory;
  website: string;
}

const EMPTY: Form = { name: null, email: null, subject: '', message: '', category: 'suggestion', website: '' };

/**
 * FeedbackPage is 'Saran & Masukan', open to anyone: name and e-mail are optional (prefilled for
 * a signed-in user), subject and message are required, and a hidden field catches bots. Each
 * field says its own problem (too long as it is typed, never cut silently); once sent, a
 * thank-you screen replaces the form.
 */
export function FeedbackPage() {
  useDocumentTitle('Saran & Masukan');
  const { session } = useSession();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [sent, setSent] = useState<string | null>(null);
  const ids = { subject: useId(), message: useId(), category: useId(), counter: useId() };

  // Prefilled from the profile and account until the user types their own.
  const name = form.name ?? session.profile?.full_name ?? '';
  const email = form.email ?? session.user?.email ?? '';

  const send = useMutation({
    mutationFn: feedbackApi.send,
    onSuccess: (answer) => {
      setSent(answer.message);
      setForm(EMPTY);
    },
    onError: (error) => {
      if (isApiError(error) && error.status < 500 && error.status !== 0) {
        if (error.field) setErrors({ [error.field]: error.message });
        notify.error(error.message);
        return;
      }
      notify.error(FEEDBACK_MESSAGES.sendFailed);
    },
  });

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problems = feedbackProblems({ name, subject: form.subject, message: form.message });
    const first = Object.values(problems)[0];
    if (first !== undefined) {
      setErrors(problems);
      const bothEmpty = !form.subject.trim() && !form.message.trim();
      notify.error(bothEmpty ? FEEDBACK_MESSAGES.required : first);
      return;
    }
    send.mutate({
      name: name.trim(),
      email: email.trim(),
      subject: form.subject.trim(),
      message: form.message.trim(),
      category: form.category,
      website: form.website,
    });
  };

  const tooLong = overLimits({ name, subject: form.subject, message: form.message });
  // A refusal from the server or the last check wins; a field over its limit says so as it is typed.
  const shown = {
    name: errors.name ?? tooLong.name,
    subject: errors.subject ?? tooLong.subject,
    message: errors.message ?? tooLong.message,
  };

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-2">
      <div className="flex items-start gap-3">
        <MessageSquareText aria-hidden className="mt-1 size-7 shrink-0 text-emerald-700" />
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Saran & Masukan</h1>
          <p className="text-stone-600">
            Bantu kami membuat Kajian Kita lebih baik. Sampaikan saran, laporan bug, atau keluhan Anda.
          </p>
        </div>
      </div>
      {sent !== null ? (
        <FeedbackThanks
          message={sent}
          onAnother={() => {
            setSent(null);
            setErrors({});
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Nama (opsional)"
              autoComplete="name"
              maxLength={FEEDBACK_LIMITS.name}
              value={name}
              error={shown.name}
              onChange={(e) => set('name', e.target.value)}
            />
            <TextField
              label="Email (opsional)"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              error={errors.email}
              hint="Agar kami bisa membalas bila perlu."
              onChange={(e) => set('email', e.target.value)}
            />
          </div>
          <Field id={ids.category} label="Kategori">
            <Select
              id={ids.category}
              value={form.category}
              options={FEEDBACK_CATEGORIES}
              onChange={(e) => set('category', e.target.value as FeedbackCategory)}
            />
          </Field>
          <TextField
            label="Subjek *"
            value={form.subject}
            error={shown.subject}
            hint={counter(form.subject, FEEDBACK_LIMITS.subject)}
            placeholder="Ringkasan singkat"
            onChange={(e) => set('subject', e.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.message} className="text-sm font-medium text-stone-800">
              Pesan *
            </label>
            <TextArea
              id={ids.message}
              rows={6}
              value={form.message}
              placeholder="Tuliskan saran atau masukan Anda..."
              aria-invalid={shown.message ? true : undefined}
              aria-describedby={shown.message ? `${ids.message}-error` : ids.counter}
              onChange={(e) => set('message', e.target.value)}
            />
            {shown.message ? (
              <p id={`${ids.message}-error`} role="alert" className="text-sm font-medium text-red-700">
                {shown.message}
              </p>
            ) : (
              <p id={ids.counter} className="text-right text-xs text-stone-600">
                {counter(form.message, FEEDBACK_LIMITS.message)}
              </p>
            )}
          </div>
          {/* A honeypot: hidden from people and screen readers, filled only by bots. */}
          <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input
                tabIndex={-1}
                autoComplete="off"
                name="website"
                value={form.website}
                onChange={(e) => set('website', e.target.value)}
              />
            </label>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" asChild>
              <Link to="/">Batal</Link>
            </Button>
            <Button type="submit" disabled={send.isPending}>
              <Send aria-hidden />
              {send.isPending ? 'Mengirim...' : 'Kirim'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
