import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

interface Report {
  serverTags: number;
  globalTags: number;
  classIds: number;
  serverKilobytes: string;
  addedInBrowser: number;
}

// Server-rendered style elements list their ids after the key: data-emotion="css 1a2b 3c4d".
// Rules the browser inserts later get data-emotion="css" with no ids.
function readHead(): Report {
  const tags = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'));
  const fromServer = tags.filter((tag) => (tag.dataset.emotion ?? '').includes(' '));
  const bytes = fromServer.reduce((sum, tag) => sum + (tag.textContent ?? '').length, 0);
  return {
    serverTags: fromServer.length,
    globalTags: fromServer.filter((tag) => tag.dataset.emotion?.startsWith('css-global ')).length,
    classIds: fromServer.reduce((sum, tag) => sum + (tag.dataset.emotion ?? '').split(' ').length - 1, 0),
    serverKilobytes: (bytes / 1024).toFixed(1),
    addedInBrowser: tags.length - fromServer.length,
  };
}

export default function CriticalCssOnThisPage() {
  const [report, setReport] = React.useState<Report | null>(null);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', width: '100%' }}>
      <Button variant="contained" onClick={() => setReport(readHead())}>
        Inspect this page's styles
      </Button>
      {report && (
        <Table size="small" aria-label="Styles sent by the server" sx={{ maxWidth: 420 }}>
          <TableBody>
            {[
              ['Style elements from the server', report.serverTags],
              ['…of which global styles', report.globalTags],
              ['Rule ids sent by the server', report.classIds],
              ['Critical CSS size', `${report.serverKilobytes} KB`],
              ['Style elements added in the browser', report.addedInBrowser],
            ].map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
