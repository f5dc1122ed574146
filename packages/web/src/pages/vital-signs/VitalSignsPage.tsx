import { usePageTitle } from '../../hooks/use-page-title.ts';
import { VitalSignsScreen } from './VitalSignsScreen.tsx';

/** The Vital Signs screen (/vital-signs, nurses and administrators): every reading the user may see. */
export function VitalSignsPage() {
  usePageTitle('Vital Signs');
  return <VitalSignsScreen />;
}
