import Table from '@mui/joy/Table';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyTable: {
      // Every Table in this provider is compact, striped and outlined...
      defaultProps: { size: 'sm', stripe: 'odd', variant: 'outlined', borderAxis: 'none' },
      styleOverrides: {
        // ...with upper-case headers.
        root: ({ theme: t }) => ({
          '& thead th': {
            textTransform: 'uppercase',
            letterSpacing: '0.05em',
            fontSize: t.vars.fontSize.xs,
          },
        }),
      },
    },
  },
});

const stations = [
  { station: 'Harbour Bridge', bikes: 12, docks: 8 },
  { station: 'Central Market', bikes: 3, docks: 17 },
  { station: 'University Gate', bikes: 9, docks: 11 },
];

export default function ThemedTable() {
  return (
    <CssVarsProvider theme={theme}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Station</th>
            <th scope="col">Bikes</th>
            <th scope="col">Free docks</th>
          </tr>
        </thead>
        <tbody>
          {stations.map((row) => (
            <tr key={row.station}>
              <td>{row.station}</td>
              <td>{row.bikes}</td>
              <td>{row.docks}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </CssVarsProvider>
  );
}
