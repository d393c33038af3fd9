import * as React from 'react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { deDE, enUS, esES, frFR, jaJP, ptBR, type Localization } from '@mui/material/locale';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';

const locales: Record<string, { name: string; locale: Localization }> = {
  'en-US': { name: 'English', locale: enUS },
  'fr-FR': { name: 'Français', locale: frFR },
  'de-DE': { name: 'Deutsch', locale: deDE },
  'es-ES': { name: 'Español', locale: esES },
  'pt-BR': { name: 'Português (Brasil)', locale: ptBR },
  'ja-JP': { name: '日本語', locale: jaJP },
};

const warehouses = ['Lyon', 'Hamburg', 'Valencia', 'São Paulo', 'Osaka'];

export default function LocalizedComponents() {
  const [code, setCode] = React.useState('fr-FR');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  const theme = React.useCallback(
    (outer: Theme) => createTheme({ palette: { mode: outer.palette.mode } }, locales[code]!.locale),
    [code],
  );

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 520 }}>
      <TextField select label="Language" value={code} onChange={(event) => setCode(event.target.value)} size="small">
        {Object.entries(locales).map(([value, { name }]) => (
          <MenuItem key={value} value={value} lang={value}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <ThemeProvider theme={theme}>
        <Stack spacing={2} lang={code} component="section" aria-label="Localized components">
          <Autocomplete
            options={warehouses}
            renderInput={(params) => <TextField {...params} label="Warehouse" />}
          />
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
            <TablePagination
              component="div"
              count={248}
              page={page}
              onPageChange={(event, newPage) => setPage(newPage)}
              rowsPerPage={rowsPerPage}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(parseInt(event.target.value, 10));
                setPage(0);
              }}
            />
          </Box>
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
