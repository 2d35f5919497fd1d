import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppToaster } from '../shared/feedback/app-toaster.js';
import { AppServicesContext, type AppServices } from '../shared/session/app-services.js';
import { WorkspaceManagerContext } from '../shared/local-first/workspace-context.js';
import { LeavingProvider } from '../shared/session/leaving-context.js';
import { system } from './theme.js';
import { I18nProvider } from '../i18n/index.js';
import { FollowProfileLanguage } from './follow-profile-language.js';

/** Everything a screen may need from above: the catalogues, the Chakra system, the injected
 * services, toasts. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <I18nProvider>
      <ChakraProvider value={system}>
        <AppServicesContext.Provider value={services}>
          <WorkspaceManagerContext.Provider value={services.workspaces ?? null}>
            <LeavingProvider>
              <FollowProfileLanguage />
              {children}
              <AppToaster />
            </LeavingProvider>
          </WorkspaceManagerContext.Provider>
        </AppServicesContext.Provider>
      </ChakraProvider>
    </I18nProvider>
  );
}
