/** Who a social provider says the visitor is. */
export interface SocialIdentity {
  id: string;
  email?: string;
  name?: string;
  picture?: string;
}

export interface SocialVerifier {
  verify(token: string): Promise<SocialIdentity>;
}
