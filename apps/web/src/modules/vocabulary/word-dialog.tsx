'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PARTS_OF_SPEECH, TRANSLATED_LANGUAGES, type FlashWord } from '@lexam/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { problemFieldErrors } from '@web/lib/api/problem';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useAddWordMutation, useUpdateWordMutation } from '@web/modules/flashcards/flashcards-api';

type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];
type Translations = Partial<Record<(typeof TRANSLATED_LANGUAGES)[number], string>>;

/** Adds a word to one of the learner's lists, or edits one: term, part of speech, meaning, translations, IPA, example. */
export function WordDialog({ wordListId, word, onClose }: { wordListId: number; word?: FlashWord; onClose: () => void }) {
  const { t } = useTranslation('flashcards');
  const titleId = useId();
  const [term, setTerm] = useState(word?.term ?? '');
  const [partOfSpeech, setPartOfSpeech] = useState<PartOfSpeech>(((PARTS_OF_SPEECH as readonly string[]).includes(word?.partOfSpeech ?? '') ? word?.partOfSpeech : 'noun') as PartOfSpeech);
  const [meaning, setMeaning] = useState(word?.meaningEn ?? '');
  const [translations, setTranslations] = useState<Translations>(word?.translations ?? {});
  const [pronunciation, setPronunciation] = useState(word?.pronunciation ?? '');
  const [example, setExample] = useState(word?.example ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [add, adding] = useAddWordMutation();
  const [update, updating] = useUpdateWordMutation();
  const isValid = term.trim() !== '' && meaning.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    const cleanTranslations = Object.fromEntries(Object.entries(translations).filter(([, value]) => value?.trim())) as Translations;
    const body = { term: term.trim(), partOfSpeech, meaning: meaning.trim(), translations: cleanTranslations, pronunciation: pronunciation.trim() || null, example: example.trim() };
    const result = word ? await update({ id: word.id, ...body }) : await add({ wordListId, ...body });
    if ('error' in result) {
      const data = result.error && 'data' in result.error ? result.error.data : null;
      setFieldErrors(Object.fromEntries(problemFieldErrors(data).map(({ path, message }) => [path.split('.')[0], message])));
      return setFailure(failureText(result.error));
    }
    onClose();
  };

  const field = (name: string) => ({ error: Boolean(fieldErrors[name]), helperText: fieldErrors[name] });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{word ? t('vocabulary.editWord') : t('vocabulary.addWord')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField autoFocus required fullWidth label={t('vocabulary.term')} value={term} onChange={(event) => setTerm(event.target.value)} {...field('term')} slotProps={{ htmlInput: { maxLength: 120, lang: 'en', dir: 'ltr', 'data-testid': 'word-term' } }} />
              <TextField select label={t('vocabulary.partOfSpeech')} value={partOfSpeech} onChange={(event) => setPartOfSpeech(event.target.value as PartOfSpeech)} sx={{ minWidth: 160 }}>
                {PARTS_OF_SPEECH.map((part) => (
                  <MenuItem key={part} value={part}>
                    {t(`partsOfSpeech.${part}`, { defaultValue: part })}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField label={t('vocabulary.pronunciation')} value={pronunciation} onChange={(event) => setPronunciation(event.target.value)} {...field('pronunciation')} slotProps={{ htmlInput: { maxLength: 120, lang: 'en', dir: 'ltr', 'data-testid': 'word-ipa' } }} />
            <TextField required multiline minRows={2} label={t('vocabulary.meaning')} value={meaning} onChange={(event) => setMeaning(event.target.value)} {...field('meaning')} slotProps={{ htmlInput: { maxLength: 1000, lang: 'en', 'data-testid': 'word-meaning' } }} />
            {TRANSLATED_LANGUAGES.map((language) => (
              <TextField key={language} size="small" label={t('vocabulary.translation', { language: t(`languages.${language}`) })} value={translations[language] ?? ''} onChange={(event) => setTranslations((current) => ({ ...current, [language]: event.target.value }))} slotProps={{ htmlInput: { maxLength: 500, dir: 'auto' } }} />
            ))}
            <TextField multiline minRows={2} label={t('vocabulary.example')} value={example} onChange={(event) => setExample(event.target.value)} {...field('example')} slotProps={{ htmlInput: { maxLength: 1000, lang: 'en', dir: 'ltr' } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid} loading={adding.isLoading || updating.isLoading} data-testid="word-save">
            {t('settings.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
