/** The shift form's agent list while the device's agents are still being read (a first sync):
 * the shift's own agents are listed, checked, with a note that the list is not complete; it
 * does not say "No agents" beside "Agents (2 selected)". */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
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
