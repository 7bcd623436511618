import { render } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../test/render';
import { Providers } from './providers';

function LoadingButton({ loading }: { loading: boolean }) {
  return (
    <Providers queryClient={testQueryClient()}>
      <Button loading={loading}>登录</Button>
    </Providers>
  );
}

describe('Providers: buttons', () => {
  it('show a plain loading icon that goes with the loading state, not an animated one that can stay', () => {
    const { container, rerender } = render(<LoadingButton loading />);
    const button = container.querySelector('button')!;
    expect(button.querySelector('.anticon-loading')).not.toBeNull();
    // antd's default icon grows in and shrinks out with a transition that may never end (see providers).
    expect(button.querySelector('.ant-btn-loading-icon')).toBeNull();
    rerender(<LoadingButton loading={false} />);
    expect(button.querySelector('.anticon-loading')).toBeNull();
    expect(button.textContent).toBe('登录');
  });
});
