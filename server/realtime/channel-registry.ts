/**
 * Fan-out index: channel name -> the sockets subscribed to it. A publish looks up one set per
 * channel, so its cost grows with the receivers, not with every open socket. Empty sets are
 * deleted so that the map never keeps channels nobody listens to.
 */
export class ChannelRegistry<Member> {
  private readonly byChannel = new Map<string, Set<Member>>();

  add(channel: string, member: Member): void {
    let members = this.byChannel.get(channel);
    if (!members) {
      members = new Set();
      this.byChannel.set(channel, members);
    }
    members.add(member);
  }

  remove(channel: string, member: Member): void {
    const members = this.byChannel.get(channel);
    if (!members) return;
    members.delete(member);
    if (members.size === 0) this.byChannel.delete(channel);
  }

  members(channel: string): ReadonlySet<Member> | undefined {
    return this.byChannel.get(channel);
  }

  get channelCount(): number {
    return this.byChannel.size;
  }
}
