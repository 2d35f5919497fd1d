/** Spec section 2: the widget's fallback, 'Loading failed! Please reload.' (a damaged local row or
 * a failing read must not take the page with it). */
import { Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

interface Props {
  message: string;
  children: ReactNode;
  /** Shown instead of the message alone (the widget's slot in the shell floats its own). */
  fallback?: ReactNode;
}

export class ChatErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (this.state.failed) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      return (
        <Text role="alert" p="4" color="fg.error">
          {this.props.message}
        </Text>
      );
    }
    return this.props.children;
  }
}
