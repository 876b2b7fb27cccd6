import { useParams } from 'react-router';
import { SessionDetail, type ShareDialogComponent } from '@/features/kajian/components/detail/session-detail';

/** RecurringDetailPage is /kajian-rutin/{slug}: a weekly session (found by slug or a UUID inside it). */
export function RecurringDetailPage({ ShareDialog }: { ShareDialog: ShareDialogComponent }) {
  const { slug = '' } = useParams();
  return <SessionDetail key={slug} kind="recurring" slug={slug} ShareDialog={ShareDialog} />;
}
