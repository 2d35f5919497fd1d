import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuLogOut } from 'react-icons/lu';
import { LANGUAGES, LANGUAGE_AUTONYMS, asTranslate, currentLanguage, isLanguage, textDirection } from '../../i18n/index.js';
import { DirectionalIcon } from '../../shared/layout/directional-icon.js';
import { roleLabel } from '../../shared/session/role-label.js';
import { useLogout } from '../../shared/session/use-logout.js';
import { useSessionState } from '../../shared/session/use-session-state.js';
import { useChangeLanguage } from './use-change-language.js';

/** The top bar's account menu: who is signed in, as what, their language, and Log out. */
export function UserMenu() {
  const { t } = useTranslation(['session', 'shell']);
  const { user, flags } = useSessionState();
  const { logout } = useLogout();
  const changeLanguage = useChangeLanguage();
  if (!user || !flags) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'logout') void logout();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" px="2" data-testid="user-menu-trigger" aria-label={t('userMenu.accountFor', { name })}>
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Box hideBelow="md" textAlign="start" lineHeight="short">
            <Text fontSize="sm" fontWeight="semibold">
              {name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {roleLabel(user, flags, asTranslate(t))}
            </Text>
          </Box>
          {/* On a phone the avatar alone opens the menu: the top bar also holds sync and the bell. */}
          <Box as="span" hideBelow="md" display="inline-flex">
            <LuChevronDown />
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2">
              <Text fontWeight="semibold">{name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('userMenu.language')}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup
                value={currentLanguage()}
                onValueChange={({ value }) => {
                  if (isLanguage(value)) void changeLanguage(value);
                }}
              >
                {LANGUAGES.map((language) => (
                  <Menu.RadioItem key={language} value={language} data-testid={`language-${language}`}>
                    {/* Each name in its own script and direction: read by whoever reads that
                        language; lined up at the menu's start (an inline isolate, not a box of
                        its own direction, which set the Latin names left in Arabic). */}
                    <Box as="span" flex="1">
                      <bdi lang={language} dir={textDirection(language)}>
                        {LANGUAGE_AUTONYMS[language]}
                      </bdi>
                    </Box>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" data-testid="user-menu-logout">
              <DirectionalIcon>
                <LuLogOut />
              </DirectionalIcon>{' '}
              {t('shell:menu.logOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
