/**
 * One mail for one fact however often its event arrives (delivery is at least once, and two
 * instances may take two copies at the same moment): `claim` marks the mail taken in one conditional
 * write and answers false when it already was; a send that fails gives the claim back (`release`)
 * and throws, so the bus's retry sends it. Answers whether this call sent it.
 */
export async function sendOnce(claim: () => Promise<boolean>, send: () => Promise<void>, release: () => Promise<void>): Promise<boolean> {
  if (!(await claim())) return false;
  try {
    await send();
  } catch (error) {
    await release();
    throw error;
  }
  return true;
}
