import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { isValidSlug, SITES_PATHS } from '@founder/contracts';
import { clientAddress } from '@founder/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderNotFoundPage, renderSitePage, renderThanksPage, renderTooManyPage, type SitePage } from '../domain/site/render-site';
import { SignupRateLimit } from './signup-rate-limit';
import { EMAIL_INVALID, SitesService } from './sites.service';

/** Only the page's own inline styles and a form posting back here: no script can run, whatever the content. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_POLICY)
    .header('x-content-type-options', 'nosniff')
    // The form's POST must carry the page's Origin (the gateway refuses foreign ones); under the
    // gateway's default no-referrer a browser sends 'Origin: null'.
    .header('referrer-policy', 'same-origin')
    // Unpublishing must take the page down at once: browsers and proxies revalidate every time.
    .header('cache-control', 'no-cache')
    .send(html);
}

/**
 * Published founder websites at /sites/{slug} (the gateway proxies /sites/* here): static HTML with
 * inline CSS, no JavaScript, every text escaped. Unknown and unpublished addresses get the same
 * plain 404 page. The early-access form is a plain POST, answered with a redirect to a thank-you page.
 * Web pages, not API: left out of the OpenAPI document (README.md of this folder lists them).
 */
@ApiExcludeController()
@Controller('sites/:slug')
export class SitePagesController {
  constructor(
    private readonly sites: SitesService,
    private readonly rateLimit: SignupRateLimit,
  ) {}

  private async page(slug: string): Promise<SitePage | null> {
    return isValidSlug(slug) ? this.sites.publishedPage(slug) : null;
  }

  @Get()
  async show(@Param('slug') slug: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const page = await this.page(slug);
    return page ? sendPage(reply, 200, renderSitePage(page)) : sendPage(reply, 404, renderNotFoundPage());
  }

  @Get('thanks')
  async thanks(@Param('slug') slug: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const page = await this.page(slug);
    return page ? sendPage(reply, 200, renderThanksPage(page)) : sendPage(reply, 404, renderNotFoundPage());
  }

  @Post('early-access')
  async signUp(@Param('slug') slug: string, @Body() body: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const page = await this.page(slug);
    if (!page) return sendPage(reply, 404, renderNotFoundPage());
    const wait = await this.rateLimit.attempt(clientAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress));
    if (wait !== null) return sendPage(reply.header('retry-after', String(wait)), 429, renderTooManyPage(Math.ceil(wait / 60)));
    const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
    if ((await this.sites.signUp(page, email)) === 'invalid-email') {
      return sendPage(reply, 400, renderSitePage(page, { error: EMAIL_INVALID, email: typeof email === 'string' ? email.slice(0, 254) : '' }));
    }
    return reply.code(303).header('location', SITES_PATHS.thanks(slug)).header('cache-control', 'no-store').send();
  }
}
