import { useParams } from 'react-router';
import { SessionDetail, type ShareDialogComponent } from '@/features/kajian/components/detail/session-detail';

/** KajianDetailPage is /kajian/{slug}: a one-off session (found by slug or a UUID inside it). */
export function KajianDetailPage({ ShareDialog }: { ShareDialog: ShareDialogComponent }) {
  const { slug = '' } = useParams();
  return <SessionDetail key={slug} kind="regular" slug={slug} ShareDialog={ShareDialog} />;
}
