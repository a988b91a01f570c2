'use client';

import dynamic from 'next/dynamic';
import { useWantedOnce } from '@web/lib/lazy-mount';
import { useSettings } from './settings-provider';

const SettingsDrawer = dynamic(() => import('./drawer/settings-drawer').then((module) => module.SettingsDrawer), { ssr: false });

/**
 * The settings drawer, loaded the first time it is opened (it is closed on every first load, and
 * its code is not needed until then); it stays mounted afterwards so it can animate closed.
 */
export function LazySettingsDrawer() {
  const { isDrawerOpen } = useSettings();
  return useWantedOnce(isDrawerOpen) ? <SettingsDrawer /> : null;
}
