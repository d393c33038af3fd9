import type { ReactElement } from 'react';
import Rating, { type IconContainerProps } from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

// Only the chosen face is colored; the others stay gray.
const FaceRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconEmpty .MuiSvgIcon-root': { color: theme.palette.action.disabled },
}));

const faces: Record<number, { icon: ReactElement; label: string }> = {
  1: { icon: <SentimentVeryDissatisfiedIcon color="error" />, label: 'Very unhappy' },
  2: { icon: <SentimentDissatisfiedIcon color="error" />, label: 'Unhappy' },
  3: { icon: <SentimentSatisfiedIcon color="warning" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedAltIcon color="success" />, label: 'Happy' },
  5: { icon: <SentimentVerySatisfiedIcon color="success" />, label: 'Very happy' },
};

// Rating renders one container per value; this one shows a different face for each.
function FaceContainer(props: IconContainerProps) {
  const { value, ...other } = props;
  return <span {...other}>{faces[value]?.icon}</span>;
}

export default function RadioGroupRating() {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography id="support-rating-label">How was your chat with our support team?</Typography>
      <FaceRating
        role="radiogroup"
        aria-labelledby="support-rating-label"
        name="support-rating"
        defaultValue={4}
        IconContainerComponent={FaceContainer}
        getLabelText={(value: number) => faces[value]?.label ?? ''}
        highlightSelectedOnly
      />
    </Box>
  );
}
