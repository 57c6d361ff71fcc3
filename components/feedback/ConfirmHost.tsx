'use client';
/** The confirmation dialogs' holder, loaded with the first confirmation a page asks for (feedback.tsx). */
import type { ModalFuncProps } from 'antd';
import { Modal } from 'antd';
import '@/components/style/antd/Modal';
import { useDrain } from './feedback';

export function ConfirmHost({ pending, taken }: { pending: readonly ModalFuncProps[]; taken: (count: number) => void }) {
  const [modal, holder] = Modal.useModal();
  useDrain(pending, (config) => void modal.confirm(config), taken);
  return holder;
}
