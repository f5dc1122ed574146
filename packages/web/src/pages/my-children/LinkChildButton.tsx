import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { LinkChildDialog } from './LinkChildDialog.tsx';

/** The parent's Link Child button and the dialog it opens; the dialog opens by itself at `?link=1`. */
export function LinkChildButton({ label = 'Link Child' }: { label?: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [isOpen, setIsOpen] = useState(searchParams.get('link') === '1');
  useEffect(() => {
    if (searchParams.get('link') !== '1') return;
    setIsOpen(true);
    setSearchParams((current) => {
      current.delete('link');
      return current;
    });
  }, [searchParams, setSearchParams]);

  return (
    <>
      <Button leftSection={<IconLink size={16} aria-hidden />} onClick={() => setIsOpen(true)}>
        {label}
      </Button>
      <LinkChildDialog opened={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
