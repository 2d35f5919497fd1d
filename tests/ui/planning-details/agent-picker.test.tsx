/** The shift form's agent list while the device's agents are still being read (a first sync):
 * the shift's own agents are listed, checked, with a note that the list is not complete; it
 * does not say "No agents" beside "Agents (2 selected)". Enter in its search picks the one agent
 * left, and never sends the form around it. */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AgentPicker } from '../../../src/features/planning/shifts/agent-picker.js';
import { system } from '../../../src/app/theme.js';

const onShift = [
  { id: 7, name: 'Ruben Pauwels', company: null, blocked: null },
  { id: 9, name: 'Jonas Van den Broeck', company: null, blocked: null },
];

function renderPicker(loading: boolean, options = onShift) {
  return render(
    <ChakraProvider value={system}>
      <AgentPicker options={options} loading={loading} value={[7, 9]} onChange={() => undefined} />
    </ChakraProvider>,
  );
}

describe('agent picker while the agents load', () => {
  it("lists the shift's own agents checked and says the rest is still being read", async () => {
    renderPicker(true);
    expect(await screen.findByText('Agents (2 selected)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ruben Pauwels' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Jonas Van den Broeck' })).toBeChecked();
    expect(screen.getByTestId('agents-loading')).toHaveTextContent('Reading the agents on this device…');
    expect(screen.queryByText('No agents with a user account on this device.')).toBeNull();
  });

  it('says there are none only once they are read', async () => {
    renderPicker(false, []);
    expect(await screen.findByText('No agents with a user account on this device.')).toBeInTheDocument();
    expect(screen.queryByTestId('agents-loading')).toBeNull();
  });
});

describe('agent picker search', () => {
  const agents = [
    ...onShift, { id: 11, name: 'Sara Claes', company: null, blocked: null }, { id: 12, name: 'Sam Peeters', company: null, blocked: null },
    { id: 13, name: 'Élodie Simon', company: null, blocked: null },
  ];

  function Picker({ onSubmit }: { onSubmit: () => void }) {
    const [value, setValue] = useState<number[]>([]);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <AgentPicker options={agents} value={value} onChange={setValue} />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('Enter picks the one agent the search leaves and sends nothing; with two left it picks none', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(
      <ChakraProvider value={system}>
        <Picker onSubmit={() => (submitted += 1)} />
      </ChakraProvider>,
    );
    const search = screen.getByRole('textbox', { name: 'Search agents' });
    await user.type(search, 'sa{Enter}');
    expect(submitted).toBe(0);
    expect(screen.getByRole('checkbox', { name: 'Sara Claes' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sam Peeters' })).not.toBeChecked();
    await user.type(search, 'r{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Sara Claes' })).toBeChecked();
    expect(search).toHaveValue('');
    expect(screen.getByText('Agents (1 selected)')).toBeInTheDocument();
    expect(submitted).toBe(0);
  });

  it('finds a name typed without its accents, by any of its words', async () => {
    const user = userEvent.setup();
    render(
      <ChakraProvider value={system}>
        <Picker onSubmit={() => undefined} />
      </ChakraProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Search agents' }), 'elodie s');
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent)).toEqual(['Élodie Simon']);
  });
});
