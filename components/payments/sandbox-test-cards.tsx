import Box from '@mui/material/Box';
import { formatCardNumber } from '@/lib/card-input';
import { TEST_CARDS } from '@/lib/sandbox-test-cards';

export const TEST_CARDS_SUMMARY = "Stripe's test cards";

/**
 * Under the sandbox card form's note, folded: every test card and what it does, from the very table the sandbox
 * answers by (see docs/api.md, Payments sandbox), so the list cannot disagree with what a card does.
 */
export function SandboxTestCards() {
  return (
    <Box component="details" sx={{ mt: 0.5, typography: 'body2', color: 'text.secondary' }}>
      <Box component="summary" sx={{ cursor: 'pointer' }}>
        {TEST_CARDS_SUMMARY}
      </Box>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {Object.entries(TEST_CARDS).map(([number, card]) => (
          <li key={number}>
            <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
              {formatCardNumber(number)}
            </Box>{' '}
            {card.label}
          </li>
        ))}
      </Box>
    </Box>
  );
}
