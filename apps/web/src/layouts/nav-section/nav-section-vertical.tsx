'use client';

import Box, { type BoxProps } from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavSection } from '@web/lib/routes';
import { NavArrow } from './nav-arrow';
import { navTitle } from './nav-title';
import { NavTrailContext, useActiveTrail } from './nav-context';
import { NavItemVertical } from './nav-item-vertical';

function NavGroup({ section }: { section: NavSection }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(true);
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
      <ButtonBase
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        sx={(theme) => ({
          justifyContent: 'flex-start',
          gap: 0.5,
          pt: 2,
          pb: 1,
          pl: 1.5,
          typography: 'overline',
          fontSize: 11,
          // text.disabled would be 2.7:1 on the paper: a heading the admin reads, not a disabled control.
          color: 'text.secondary',
          borderRadius: 1,
          transition: theme.transitions.create('color'),
          '& svg': { opacity: 0, transition: theme.transitions.create('opacity') },
          '&:hover': { color: 'text.primary', '& svg': { opacity: 1 } },
        })}
      >
        {navTitle(t, section.subheader)}
        <NavArrow open={open} size={14} />
      </ButtonBase>
      <Collapse in={open}>
        <Box component="ul" sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {section.items.map((item) => (
            <NavItemVertical key={`${item.title}-${item.path}`} item={item} />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

/** The vertical navigation: collapsible sections of items, the active trail highlighted and open. */
export function NavSectionVertical({ sections, sx, ...other }: { sections: readonly NavSection[] } & BoxProps) {
  const items = useMemo(() => sections.flatMap((section) => section.items), [sections]);
  const trail = useActiveTrail(items);
  return (
    <NavTrailContext.Provider value={trail}>
      <Box component="ul" sx={[{ p: 0, m: 0, display: 'flex', flexDirection: 'column' }, ...(Array.isArray(sx) ? sx : [sx])]} {...other}>
        {sections.map((section) => (
          <NavGroup key={section.subheader} section={section} />
        ))}
      </Box>
    </NavTrailContext.Provider>
  );
}
