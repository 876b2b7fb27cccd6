import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { Feedback } from '../../api/feedback-api';

const STATUS_VARIANT: Record<Feedback['status'], BadgeProps['variant']> = {
  new: 'info',
  reviewed: 'neutral',
  in_progress: 'accent',
  resolved: 'primary',
  closed: 'neutral',
};

export function StatusBadge({ item }: { item: Feedback }) {
  return <Badge variant={STATUS_VARIANT[item.status]}>{item.status_label}</Badge>;
}

export function CategoryBadge({ item }: { item: Feedback }) {
  return <Badge variant={item.category === 'bug_report' || item.category === 'complaint' ? 'danger' : 'neutral'}>{item.category_label}</Badge>;
}

/** senderOf is who sent a message as the desk shows it: the name given, the account's, or 'Anonim'. */
export function senderOf(item: Feedback): string {
  return item.sender_name ?? 'Anonim';
}
