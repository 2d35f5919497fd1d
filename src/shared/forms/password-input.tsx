/** A password input with a show/hide toggle, so a user can check what they typed. */
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuEye, LuEyeOff } from 'react-icons/lu';

export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation('auth');
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          aria-label={visible ? t('password.hide') : t('password.show')}
          onClick={() => setVisible((v) => !v)}
          me="-2"
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
});
