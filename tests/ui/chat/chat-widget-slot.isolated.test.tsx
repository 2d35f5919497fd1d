/**
 * The chat widget is fenced off in the shell: when its code cannot be loaded, or it fails as it
 * renders (a damaged local row), it says 'Loading failed! Please reload.' with a Reload button
 * where its launcher sits, and the page beside it keeps working. Before, the failure reached the
 * route's error page and replaced the whole app with "Internal Server Error".
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../src/app/theme.js';

const load = vi.hoisted(() => ({ widget: (): Promise<{ default: () => never }> => Promise.reject(new Error('Failed to fetch dynamically imported module')) }));
vi.mock('../../../src/features/chat/load-chat-widget.js', () => ({ loadChatWidget: () => load.widget() }));

const { ChatWidgetSlot } = await import('../../../src/features/chat/index.js');

function renderShellPart() {
  return render(
    <ChakraProvider value={system}>
      <main>The planning list</main>
      <ChatWidgetSlot />
    </ChakraProvider>,
  );
}

describe('the chat widget in the shell', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says Loading failed with a Reload button when its code cannot be loaded, and the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShellPart();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading failed! Please reload.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByText('The planning list')).toBeInTheDocument();
  });

  it('says the same when the widget fails as it renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.widget = () => Promise.resolve({ default: () => { throw new Error('a damaged local row'); } });
    renderShellPart();
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading failed! Please reload.');
    expect(screen.getByText('The planning list')).toBeInTheDocument();
  });
});
