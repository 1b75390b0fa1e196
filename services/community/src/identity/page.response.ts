import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { Page } from '@founder/contracts';

/** The OpenAPI schema of Page<T> for one item class, named `<Item>Page`. */
export function PageResponse<T>(item: Type<T>): Type<Page<T>> {
  class ItemPage implements Page<T> {
    @ApiProperty({ type: [item] }) items!: T[];
    @ApiProperty() total!: number;
    @ApiProperty() page!: number;
    @ApiProperty() pageSize!: number;
  }
  Object.defineProperty(ItemPage, 'name', { value: `${item.name.replace(/Response$/, '')}Page` });
  return ItemPage;
}
