'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRoundedIcon from '@mui/icons-material/RadioButtonUncheckedRounded';
import { useTranslation } from 'react-i18next';
import { checkPassword, type PasswordStrength as Strength } from '../lib/password-rules';

const LEVEL: Record<Strength, number> = { empty: 0, weak: 1, good: 2, strong: 3 };
const COLOR: Record<Strength, (theme: Theme) => string> = {
  empty: (theme) => alpha(theme.palette.grey[500], 0.24),
  weak: (theme) => theme.palette.error.main,
  good: (theme) => theme.palette.warning.main,
  strong: (theme) => theme.palette.success.main,
};

/**
 * The hint under a new password: the rules of NewPasswordSchema ticked as they are met, and a
 * three-step strength bar. It describes; the form's validation is what refuses.
 */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('register');
  const { rules, strength } = checkPassword(password);
  const level = LEVEL[strength];
  return (
    <Box id={id} data-testid="password-strength" data-strength={strength} sx={{ mt: -1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flexGrow: 1, display: 'flex', gap: 0.5 }} aria-hidden>
          {[1, 2, 3].map((step) => (
            <Box key={step} sx={(theme) => ({ height: 4, flex: 1, borderRadius: 2, transition: 'background-color 200ms', bgcolor: step <= level ? COLOR[strength](theme) : alpha(theme.palette.grey[500], 0.2) })} />
          ))}
        </Box>
        <Typography variant="caption" aria-live="polite" sx={{ minWidth: 64, textAlign: 'end', fontWeight: 600, color: strength === 'empty' ? 'text.disabled' : COLOR[strength] }}>
          {t(`strength.${strength}`)}
        </Typography>
      </Box>
      <Box component="ul" aria-label={t('strength.rulesLabel')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        {rules.map(({ rule, isMet }) => (
          <Box
            component="li"
            key={rule}
            data-rule={rule}
            data-met={isMet}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, typography: 'caption', color: isMet ? 'success.main' : 'text.secondary', transition: 'color 200ms' }}
          >
            {isMet ? <CheckCircleRoundedIcon sx={{ fontSize: 16 }} aria-hidden /> : <RadioButtonUncheckedRoundedIcon sx={{ fontSize: 16 }} aria-hidden />}
            <span>{t(`strength.rules.${rule}`)}</span>
            <Box component="span" sx={visuallyHidden}>
              {isMet ? t('strength.met') : t('strength.unmet')}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

// Read by screen readers only: the tick icon alone says nothing to them.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
