import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const steps = ['Preheat the oven to 200 °C.', 'Slice the vegetables.', 'Roast for 25 minutes.'];

export default function BoxComponent() {
  return (
    <Box component="section" aria-labelledby="method-heading" sx={{ maxWidth: 360 }}>
      <Typography id="method-heading" level="title-md">
        Method
      </Typography>
      {/* `component` picks the HTML element: here an ordered list. */}
      <Box component="ol" sx={{ pl: 3, my: 1, '& li': { py: 0.5 } }}>
        {steps.map((step) => (
          <li key={step}>
            <Typography level="body-sm">{step}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
