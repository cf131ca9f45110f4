import { Access } from './access.js';
import { Controller, Get, ServiceUnavailableException, type Type } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthResponse } from '@tenant/contracts';
import type { DataSource } from 'typeorm';
import { databaseOutages } from '../database/database-availability.js';
import { Answers } from './answers.js';

/** GET /api/v1/<service>/health: the service answers and its database does too. */
export function healthControllerFor(service: string): Type {
  @ApiTags(service)
  @Access('public')
  @Controller(`v1/${service}`)
  class HealthController {
    constructor(@InjectDataSource(service) private readonly dataSource: DataSource) {}

    @Get('health')
    @Answers('HealthResponse', 'the service and its database are up')
    @ApiServiceUnavailableResponse({ description: 'the database does not answer' })
    async health(): Promise<HealthResponse> {
      try {
        await this.dataSource.query('SELECT 1');
      } catch (error) {
        // a probe every few seconds during an outage: the outage log's one line says it
        databaseOutages.record(error);
        throw new ServiceUnavailableException('Database unavailable');
      }
      return { success: true, service, database: 'up' };
    }
  }
  Object.defineProperty(HealthController, 'name', { value: `${service[0].toUpperCase()}${service.slice(1)}HealthController` });
  return HealthController;
}
