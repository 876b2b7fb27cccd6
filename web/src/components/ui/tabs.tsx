import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Tabs (Radix): arrow keys move between tabs, each tab names its panel.

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('flex gap-1 rounded-xl bg-stone-100 p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'min-h-10 flex-1 rounded-lg px-3 text-sm font-semibold text-stone-600 transition-colors hover:text-stone-900 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ' +
          'data-[state=active]:bg-white data-[state=active]:text-emerald-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}
