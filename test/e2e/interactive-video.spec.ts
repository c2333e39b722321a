// The video block (issue "Interactive blocks"): a local placeholder in the prerendered page, and
// the privacy-enhanced player in the still's box once it scrolls into view.
import { expect, test } from './fixtures.test-helper.ts';
import { open } from './interactive.test-helper.ts';

const HOME_VIDEO = 'mo1oJYYEzvb';

test.describe('video block', () => {
  const embed = `https://www.youtube-nocookie.com/embed/${HOME_VIDEO}?autoplay=1&mute=1&controls=0&loop=1&playlist=${HOME_VIDEO}&vq=hd720&playsinline=1&rel=0`;

  test('the prerendered page has a local placeholder: nothing from the video host before consent', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('i.ytimg.com');
    expect(html).not.toContain('youtube-nocookie.com/embed');
    expect(html).toContain(`https://www.youtube.com/watch?v=${HOME_VIDEO}`);
  });

  test('the still gives way to the player when it scrolls into view, in the same box', async ({
    page,
    thirdParty,
  }) => {
    const players = () => thirdParty.filter((url) => url.includes('youtube-nocookie.com/embed/'));
    await open(page, '/');
    const still = page.getByRole('button', { name: 'Play video: See our machines at work' });
    await expect(still).not.toBeInViewport();
    expect(players()).toEqual([]);
    const before = await still.boundingBox();
    await still.scrollIntoViewIfNeeded();
    const player = page.locator(`iframe[src="${embed}"]`);
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('title', 'See our machines at work');
    await expect(player).toHaveAttribute('loading', 'lazy');
    await expect(still).toHaveCount(0);
    const after = await player.boundingBox();
    expect(after?.width).toBeCloseTo(before?.width ?? 0, 0);
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
    await expect.poll(players).toEqual([embed]);
  });
});
