import Box from '@mui/system/Box';
import { unstable_cssVarsParser as cssVarsParser } from '@mui/system';

const tokens = {
  palette: { primary: '#0b57d0', surface: '#ffffff', text: '#1f2937' },
  radius: 8, // numbers become pixels…
  fontWeight: { bold: 700 }, // …except for unitless properties
};

// `css` holds the declarations, `vars` the same shape as the tokens with var() references.
const { css, vars } = cssVarsParser(tokens, { prefix: 'shop' });

export default function TokensToVariables() {
  return (
    <Box
      component="table"
      sx={{
        borderCollapse: 'collapse',
        fontSize: 14,
        '& th, & td': {
          px: 1.5,
          py: 0.75,
          border: '1px solid rgba(128, 128, 128, 0.4)',
          textAlign: 'start',
        },
      }}
    >
      <caption style={{ textAlign: 'start', paddingBottom: 8 }}>
        Generated variables (vars.palette.primary is{' '}
        <code>{vars.palette.primary}</code>)
      </caption>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(css).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <code>{String(value)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
