import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import EditRounded from '@mui/icons-material/EditRounded';

const members = [
  { name: 'Sofia Lindqvist', email: 'sofia@northwind.io', role: 'Owner', status: 'Active' },
  { name: 'Kwame Mensah', email: 'kwame@northwind.io', role: 'Editor', status: 'Active' },
  { name: 'Priya Raman', email: 'priya@northwind.io', role: 'Viewer', status: 'Invited' },
  { name: 'Tomás Herrera', email: 'tomas@northwind.io', role: 'Editor', status: 'Suspended' },
] as const;

const statusColor = { Active: 'success', Invited: 'warning', Suspended: 'danger' } as const;
const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;
const initials = (name: string) => name.split(' ').map((part) => part[0]).join('');

export default function RichCellsTable() {
  return (
    // On narrow screens the table scrolls instead of letting the chips run into the buttons;
    // position: relative keeps the visually hidden "Actions" label inside the scrolling box.
    <Box tabIndex={0} role="region" aria-label="Team members, scrollable" sx={{ position: 'relative', width: '100%', overflowX: 'auto' }}>
      <Table sx={{ minWidth: 520, '& td': { verticalAlign: 'middle' } }}>
        <thead>
          <tr>
            <th scope="col" style={{ width: '45%' }}>Member</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col" style={{ width: 60 }}>
              {/* Named for screen readers, empty on screen. */}
              <span style={srOnly}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.email}>
              <td>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
                  <Avatar size="sm">{initials(member.name)}</Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography level="title-sm" noWrap>{member.name}</Typography>
                    <Typography level="body-xs" noWrap>{member.email}</Typography>
                  </Box>
                </Box>
              </td>
              <td>{member.role}</td>
              <td>
                <Chip size="sm" variant="soft" color={statusColor[member.status]}>
                  {member.status}
                </Chip>
              </td>
              <td>
                <IconButton size="sm" variant="plain" aria-label={`Edit ${member.name}`}>
                  <EditRounded />
                </IconButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
