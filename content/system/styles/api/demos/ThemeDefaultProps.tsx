import { ThemeProvider, createTheme, useThemeProps } from '@mui/system';

interface PriceProps {
  amount: number;
  currency?: string;
}

// getThemeProps({ theme, name, props }) becomes the useThemeProps hook.
function Price(inProps: PriceProps) {
  const { amount, currency = 'USD' } = useThemeProps({
    props: inProps,
    name: 'ShopPrice',
  });
  return (
    <strong>
      {new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
        amount,
      )}
    </strong>
  );
}

const theme = createTheme({
  components: { ShopPrice: { defaultProps: { currency: 'EUR' } } },
});

export default function ThemeDefaultProps() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <span>
        Without a theme entry: <Price amount={18.5} />
      </span>
      <ThemeProvider theme={theme}>
        <span>
          With <code>defaultProps.currency</code> set to EUR: <Price amount={18.5} />
        </span>
      </ThemeProvider>
    </div>
  );
}
