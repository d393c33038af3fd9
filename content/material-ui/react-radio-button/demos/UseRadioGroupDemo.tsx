import FormControlLabel, { type FormControlLabelProps } from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';

const StyledLabel = styled(FormControlLabel, {
  shouldForwardProp: (prop) => prop !== 'selected',
})<{ selected: boolean }>(({ theme, selected }) => ({
  marginInline: 0,
  paddingInlineEnd: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${selected ? theme.palette.primary.main : theme.palette.divider}`,
  '.MuiFormControlLabel-label': { fontWeight: selected ? 600 : 400 },
}));

// Reads the group's value from context, so it knows whether its own option is the chosen one.
function PlanOption(props: FormControlLabelProps) {
  const radioGroup = useRadioGroup();
  const selected = radioGroup ? radioGroup.value === props.value : false;
  return <StyledLabel selected={selected} {...props} />;
}

export default function UseRadioGroupDemo() {
  return (
    <RadioGroup aria-label="Storage plan" name="storage-plan" defaultValue="200gb" sx={{ gap: 1, maxWidth: 280 }}>
      <PlanOption value="50gb" control={<Radio />} label="50 GB · $1 a month" />
      <PlanOption value="200gb" control={<Radio />} label="200 GB · $3 a month" />
      <PlanOption value="2tb" control={<Radio />} label="2 TB · $10 a month" />
    </RadioGroup>
  );
}
