import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Sheet from '@mui/joy/Sheet';

const reviewers = ['AO', 'LF', 'MT', 'JB'];

export default function AvatarGroupSpacing() {
  return (
    <Sheet variant="soft" color="success" sx={{ p: 2, borderRadius: 'md', display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {/* The ring matches the surface behind the group; the gap sets the overlap. */}
      <AvatarGroup
        role="group"
        aria-label="Reviewers, overlapping"
        size="lg"
        sx={(theme) => ({ '--Avatar-ringColor': theme.vars.palette.success.softBg, '--AvatarGroup-gap': '-12px' })}
      >
        {reviewers.map((r) => (
          <Avatar key={r}>{r}</Avatar>
        ))}
      </AvatarGroup>
      {/* A positive gap separates the avatars instead of overlapping them. */}
      <AvatarGroup role="group" aria-label="Reviewers, spaced" size="sm" sx={{ '--AvatarGroup-gap': '4px', '--Avatar-ringSize': '0px' }}>
        {reviewers.map((r) => (
          <Avatar key={r}>{r}</Avatar>
        ))}
      </AvatarGroup>
    </Sheet>
  );
}
