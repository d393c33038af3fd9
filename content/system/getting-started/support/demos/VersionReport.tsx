import Box from '@mui/system/Box';
import { version, major, preReleaseLabel, preReleaseNumber } from '@mui/system';

// Paste this table into a bug report: it shows the version that actually runs.
export default function VersionReport() {
  const rows = [
    ['version', version ?? 'unknown'],
    ['major', String(major)],
    [
      'pre-release',
      // preReleaseNumber is null, not 0, for a first pre-release such as rc.0.
      preReleaseLabel ? `${preReleaseLabel}.${preReleaseNumber ?? 0}` : 'none',
    ],
  ];
  return (
    <Box
      component="table"
      sx={{
        borderCollapse: 'collapse',
        fontFamily: 'monospace',
        '& th, & td': {
          px: 2,
          py: 0.5,
          border: '1px solid rgba(128, 128, 128, 0.4)',
          textAlign: 'start',
        },
      }}
    >
      <caption style={{ textAlign: 'start', paddingBottom: 8 }}>
        @mui/system at runtime
      </caption>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
